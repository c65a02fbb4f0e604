import { ID_DOCUMENT_TYPE, LOOKUPS } from '../lookups';
import { idCardProblem } from '../validators/id-card';
import { MAX_SEATED_PASSENGERS } from '../first-load/flight-search-rules';

/**
 * Who may fly and how, as plain functions (no zod) so first-load pages and the server share them:
 * the passenger type from a birth date, the documents a trip accepts and the rules between the
 * passengers of one booking. Dates are calendar days 'YYYY-MM-DD'.
 */
export type PassengerType = 'ADT' | 'CHD' | 'INF';
export type PassengerAgeType = PassengerType | 'TOO_YOUNG';
export const PASSENGER_TYPES = ['ADT', 'CHD', 'INF'] as const satisfies readonly PassengerType[];

/** Spec 9: child 2–12 years, infant 14 days to 2 years. */
export const INFANT_MIN_AGE_DAYS = 14;
export const CHILD_MIN_AGE_YEARS = 2;
export const ADULT_MIN_AGE_YEARS = 12;

export type TripKind = 'domestic' | 'international';
export interface TripDates {
  kind: TripKind;
  /** Each flight's local departure date, in any order. */
  flightDates: readonly string[];
}

const DAY_MS = 86_400_000;

function dayNumber(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
}

/** Full years between two days; someone born on 29 February has a birthday on 1 March in other years. */
export function ageInYears(birthDate: string, onDate: string): number {
  const years = Number(onDate.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return onDate.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

export function ageInDays(birthDate: string, onDate: string): number {
  return dayNumber(onDate) - dayNumber(birthDate);
}

/** The passenger type on one day of flying. */
export function passengerTypeOn(birthDate: string, flightDate: string): PassengerAgeType {
  if (ageInDays(birthDate, flightDate) < INFANT_MIN_AGE_DAYS) return 'TOO_YOUNG';
  const years = ageInYears(birthDate, flightDate);
  if (years < CHILD_MIN_AGE_YEARS) return 'INF';
  return years < ADULT_MIN_AGE_YEARS ? 'CHD' : 'ADT';
}

/**
 * The type for a whole trip: the age on the LAST flight decides (a child turning 12 before the return
 * flies as an adult both ways, as airlines ticket it), but an infant must be 14 days old on the FIRST.
 */
export function passengerTypeForTrip(birthDate: string, flightDates: readonly string[]): PassengerAgeType {
  if (flightDates.length === 0) return 'TOO_YOUNG';
  const sorted = [...flightDates].sort();
  if (passengerTypeOn(birthDate, sorted[0]!) === 'TOO_YOUNG') return 'TOO_YOUNG';
  return passengerTypeOn(birthDate, sorted[sorted.length - 1]!);
}

export const lastFlightDate = (flightDates: readonly string[]): string | undefined => [...flightDates].sort().at(-1);

/** Spec 3: the domestic ID list for domestic flights, the travel documents for international ones. */
export function documentTypesFor(kind: TripKind): readonly string[] {
  return kind === 'domestic' ? LOOKUPS.idDocumentType : LOOKUPS.travelDocumentType;
}

export function isDocumentTypeAllowed(kind: TripKind, documentType: string): boolean {
  return documentTypesFor(kind).includes(documentType);
}

/** The key that makes two documents the same: upper-case, no spaces (as orders store documentNo). */
export function normalizeDocumentNo(documentNo: string): string {
  return documentNo.replace(/\s+/g, '').toUpperCase();
}

/** Names on travel documents are written in Latin letters (ticketed as SURNAME/GIVEN). */
export const LATIN_NAME_PATTERN = /^[A-Za-z]+(?:[ '-][A-Za-z]+)*$/;

export function ticketedName(passenger: { name: string; lastName?: string; firstName?: string }): string {
  return passenger.lastName && passenger.firstName
    ? `${passenger.lastName}/${passenger.firstName}`.toUpperCase()
    : passenger.name.trim();
}

/** A name compared as tickets compare names: letter case, spaces and the SURNAME/GIVEN slash do not count. */
const nameKey = (name: string) => name.replace(/[\s/]+/g, '').toUpperCase();

interface TicketedPassenger {
  name: string;
  lastName?: string | null;
  firstName?: string | null;
  documentNo: string;
}

/** Whether a typed name is the passenger's as ticketed: the Chinese name, or SURNAME/GIVEN of a travel document. */
export function isTicketedNameOf(typed: string, passenger: Omit<TicketedPassenger, 'documentNo'>): boolean {
  const key = nameKey(typed);
  if (!key) return false;
  const latin =
    passenger.lastName && passenger.firstName ? nameKey(`${passenger.lastName}${passenger.firstName}`) : undefined;
  return key === nameKey(passenger.name) || key === latin;
}

/** The second fact of a lookup by a guessable number: the passenger's name as ticketed, or their document number. */
export function isFactOfPassenger(typed: string, passenger: TicketedPassenger): boolean {
  const documentNo = normalizeDocumentNo(typed);
  return (
    isTicketedNameOf(typed, passenger) ||
    (documentNo !== '' && documentNo === normalizeDocumentNo(passenger.documentNo))
  );
}

export interface PartyMember {
  passengerType: PassengerType;
  documentType: string;
  documentNo: string;
  /** For an infant: the index of the adult whose lap it travels on. */
  accompanyingAdultIndex?: number;
}

export type PartyProblemKey =
  | 'passengers.party.empty'
  | 'passengers.party.tooManySeated'
  | 'passengers.party.adultRequired'
  | 'passengers.party.tooManyInfants'
  | 'passengers.party.accompanyingAdultInvalid'
  | 'passengers.party.adultCarriesTwoInfants'
  | 'passengers.party.duplicateDocument';

export interface PartyProblem {
  key: PartyProblemKey;
  /** The passenger the problem is shown on, when it belongs to one. */
  index?: number;
  params?: Record<string, number | string>;
}

/** Rules between the passengers of one booking; an empty list means the party may book. */
export function partyProblems(party: readonly PartyMember[]): PartyProblem[] {
  if (party.length === 0) return [{ key: 'passengers.party.empty' }];
  const problems: PartyProblem[] = [];
  const count = (type: PassengerType) => party.filter((member) => member.passengerType === type).length;
  const adults = count('ADT');
  const infants = count('INF');
  if (adults + count('CHD') > MAX_SEATED_PASSENGERS)
    problems.push({ key: 'passengers.party.tooManySeated', params: { max: MAX_SEATED_PASSENGERS } });
  if (adults === 0) problems.push({ key: 'passengers.party.adultRequired' });
  else if (infants > adults) problems.push({ key: 'passengers.party.tooManyInfants' });
  problems.push(...accompanyingAdultProblems(party), ...duplicateDocumentProblems(party));
  return problems;
}

function accompanyingAdultProblems(party: readonly PartyMember[]): PartyProblem[] {
  const problems: PartyProblem[] = [];
  const carriers = new Set<number>();
  party.forEach((member, index) => {
    if (member.passengerType !== 'INF' || member.accompanyingAdultIndex === undefined) return;
    const adultIndex = member.accompanyingAdultIndex;
    if (party[adultIndex]?.passengerType !== 'ADT')
      problems.push({ key: 'passengers.party.accompanyingAdultInvalid', index });
    else if (carriers.has(adultIndex)) problems.push({ key: 'passengers.party.adultCarriesTwoInfants', index });
    else carriers.add(adultIndex);
  });
  return problems;
}

function duplicateDocumentProblems(party: readonly PartyMember[]): PartyProblem[] {
  const firstIndexByDocument = new Map<string, number>();
  const problems: PartyProblem[] = [];
  party.forEach((member, index) => {
    const documentNo = normalizeDocumentNo(member.documentNo);
    if (!documentNo) return;
    const key = `${member.documentType}:${documentNo}`;
    const firstIndex = firstIndexByDocument.get(key);
    if (firstIndex === undefined) firstIndexByDocument.set(key, index);
    else problems.push({ key: 'passengers.party.duplicateDocument', index, params: { other: firstIndex + 1 } });
  });
  return problems;
}

/**
 * Which adult each infant sits with: the one it names, else the first adult not yet carrying one.
 * Undefined for passengers who are not infants, or when no adult is free (partyProblems reports that).
 */
export function assignInfantsToAdults(party: readonly PartyMember[]): (number | undefined)[] {
  const taken = new Set(
    party
      .map((member) => (member.passengerType === 'INF' ? member.accompanyingAdultIndex : undefined))
      .filter((index) => index !== undefined),
  );
  return party.map((member) => {
    if (member.passengerType !== 'INF') return undefined;
    if (member.accompanyingAdultIndex !== undefined) return member.accompanyingAdultIndex;
    const free = party.findIndex((candidate, index) => candidate.passengerType === 'ADT' && !taken.has(index));
    if (free === -1) return undefined;
    taken.add(free);
    return free;
  });
}

/** A mainland ID number carries its holder's birth date (digits 7–14) and sex (digit 17: odd is male). */
export function birthDateFromIdCard(idNumber: string): string | undefined {
  if (!/^\d{17}[\dXx]$/.test(idNumber)) return undefined;
  return `${idNumber.slice(6, 10)}-${idNumber.slice(10, 12)}-${idNumber.slice(12, 14)}`;
}

export function genderFromIdCard(idNumber: string): '1' | '2' | undefined {
  if (!/^\d{17}[\dXx]$/.test(idNumber)) return undefined;
  return Number(idNumber[16]) % 2 === 1 ? '1' : '2';
}

/**
 * What an ID-card passenger is not asked: the birth date and sex their number holds, or blanks while the
 * number is not a valid one (so a wrong number never leaves a date from an earlier, right one behind).
 */
export function detailsFromIdCard(documentNo: string): { birthDate: string; gender: '' | '1' | '2' } {
  const idNumber = normalizeDocumentNo(documentNo);
  if (idCardProblem(idNumber)) return { birthDate: '', gender: '' };
  return { birthDate: birthDateFromIdCard(idNumber)!, gender: genderFromIdCard(idNumber)! };
}

/** Whether a passenger field is read from the ID number (shown, not asked) for this document type. */
export function isReadFromIdCard(documentType: string, field: string): boolean {
  return documentType === ID_DOCUMENT_TYPE.idCard && (field === 'birthDate' || field === 'gender');
}
