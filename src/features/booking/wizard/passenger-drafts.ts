import { bookingContactSchema, bookingPassengerSchema, type BookingPassenger } from '../../../../contract/calls/orders';
import type { PassengerCounts } from '../../../../contract/flight-search';
import { ID_DOCUMENT_TYPE, TRAVEL_DOCUMENT_TYPE } from '../../../../contract/lookups';
import { idCardProblem } from '../../../../contract/validators/id-card';
import type { BookingMarket } from '../../../../machines/booking-trip';

/**
 * The passenger page's form values: one slot per searched traveller (adults, then children, then
 * infants), each as typed; checked with the order call's own schemas, so the page refuses what the server would.
 */
export type SlotType = BookingPassenger['passengerType'];

export interface PassengerFields {
  passengerType: SlotType;
  name: string;
  lastName: string;
  firstName: string;
  documentType: string;
  documentNo: string;
  birthDate: string;
  gender: '' | '1' | '2';
  nationality: string;
  issuingPlace: string;
  documentExpiry: string;
}

export interface ContactFields {
  name: string;
  mobile: string;
  email: string;
}

/** Field → i18n key of its problem. */
export type FieldProblems = Partial<Record<string, string>>;

export function emptySlots(counts: PassengerCounts, market: BookingMarket): PassengerFields[] {
  const documentType = market === 'international' ? TRAVEL_DOCUMENT_TYPE.passport : ID_DOCUMENT_TYPE.idCard;
  const slot = (passengerType: SlotType): PassengerFields => ({
    passengerType,
    name: '',
    lastName: '',
    firstName: '',
    documentType,
    documentNo: '',
    birthDate: '',
    gender: '',
    nationality: '',
    issuingPlace: '',
    documentExpiry: '',
  });
  return [...Array<SlotType>(counts.adults).fill('ADT'), ...Array<SlotType>(counts.children).fill('CHD'), ...Array<SlotType>(counts.infants).fill('INF')].map(slot);
}

const optional = (value: string) => value.trim() || undefined;

/** The passengers as the order call takes them; each infant sits on the lap of the adult of the same rank. */
export function toBookingPassengers(slots: readonly PassengerFields[]): BookingPassenger[] {
  const adults = slots.flatMap((slot, index) => (slot.passengerType === 'ADT' ? [index] : []));
  let infantRank = 0;
  return slots.map((slot) => ({
    passengerType: slot.passengerType,
    name: slot.name.trim() || [slot.lastName.trim(), slot.firstName.trim()].filter(Boolean).join('/'),
    lastName: optional(slot.lastName),
    firstName: optional(slot.firstName),
    documentType: slot.documentType,
    documentNo: slot.documentNo.trim().toUpperCase(),
    birthDate: slot.birthDate,
    gender: slot.gender || undefined,
    nationality: optional(slot.nationality)?.toUpperCase(),
    issuingPlace: optional(slot.issuingPlace)?.toUpperCase(),
    documentExpiry: optional(slot.documentExpiry),
    accompanyingAdultIndex: slot.passengerType === 'INF' ? adults[infantRank++] : undefined,
  }));
}

/** An international ticket carries the name on the travel document: those fields are required there. */
const TRAVEL_DOCUMENT_FIELDS = ['lastName', 'firstName', 'gender', 'nationality', 'issuingPlace', 'documentExpiry'] as const;

export function passengerProblems(slot: PassengerFields, market: BookingMarket): FieldProblems {
  const [passenger] = toBookingPassengers([slot]);
  const problems: FieldProblems = {};
  const parsed = bookingPassengerSchema.safeParse(passenger);
  if (!parsed.success) for (const issue of parsed.error.issues) problems[String(issue.path[0])] ??= issue.message;
  if (slot.documentType === ID_DOCUMENT_TYPE.idCard) {
    const problem = idCardProblem(slot.documentNo.trim().toUpperCase());
    if (problem) problems.documentNo = problem;
  }
  if (market === 'international') for (const field of TRAVEL_DOCUMENT_FIELDS) if (!slot[field].trim()) problems[field] ??= 'validation.required';
  if (market !== 'international' && !slot.name.trim()) problems.name ??= 'validation.required';
  return problems;
}

export function contactProblems(contact: ContactFields): FieldProblems {
  const parsed = bookingContactSchema.safeParse(contact);
  const problems: FieldProblems = {};
  if (!parsed.success) for (const issue of parsed.error.issues) problems[String(issue.path[0])] ??= issue.message;
  return problems;
}

/** The name printed on the ticket: SURNAME/GIVEN from a travel document, else the name as given. */
export function ticketedNameOf(passenger: { name: string; lastName?: string; firstName?: string }): string {
  return passenger.lastName && passenger.firstName ? `${passenger.lastName}/${passenger.firstName}`.toUpperCase() : passenger.name;
}

/** An ID card names its holder's birth date (digits 7-14): the form fills it in. */
export function birthDateOnIdCard(documentNo: string): string | undefined {
  const value = documentNo.trim().toUpperCase();
  if (idCardProblem(value)) return undefined;
  return `${value.slice(6, 10)}-${value.slice(10, 12)}-${value.slice(12, 14)}`;
}

/** The form again from a submitted draft, when the traveller comes back to change it. */
export function slotsFromDraft(passengers: readonly unknown[]): PassengerFields[] {
  return (passengers as Partial<Record<keyof PassengerFields, string>>[]).map((passenger) => ({
    passengerType: (passenger.passengerType ?? 'ADT') as SlotType,
    name: passenger.name ?? '',
    lastName: passenger.lastName ?? '',
    firstName: passenger.firstName ?? '',
    documentType: passenger.documentType ?? ID_DOCUMENT_TYPE.idCard,
    documentNo: passenger.documentNo ?? '',
    birthDate: passenger.birthDate ?? '',
    gender: (passenger.gender ?? '') as PassengerFields['gender'],
    nationality: passenger.nationality ?? '',
    issuingPlace: passenger.issuingPlace ?? '',
    documentExpiry: passenger.documentExpiry ?? '',
  }));
}
