import {
  blankPerson,
  bookingPartySchema,
  contactSchema,
  type PassengerInput,
} from '../../../../contract/booking/passenger-schema';
import {
  documentTypesFor,
  normalizeDocumentNo,
  passengerTypeForTrip,
  ticketedName,
  type PassengerAgeType,
  type PassengerType,
  type TripDates,
  type TripKind,
} from '../../../../contract/booking/passenger-rules';
import type { ContactDraft, PassengerDraft } from '../../../../contract/booking/booking-forms';
import type { SavedPassenger, SavedPassengerInput } from '../../../../contract/booking/saved-passenger-calls';
import { ID_DOCUMENT_TYPE, RELATIONSHIP, TRAVEL_DOCUMENT_TYPE } from '../../../../contract/lookups';

/** A problem to show: an i18n key and its parameters. */
export interface Problem {
  key: string;
  params?: Record<string, unknown>;
}
export type FieldProblems = Partial<Record<string, Problem>>;

export function emptyPassengerDraft(kind: TripKind, passengerType: PassengerType = 'ADT'): PassengerDraft {
  const documentType = kind === 'international' ? TRAVEL_DOCUMENT_TYPE.passport : ID_DOCUMENT_TYPE.idCard;
  return { passengerType, ...blankPerson(documentType) };
}

/** The type the birth date gives on this trip, or undefined while the date is not a whole date. */
export function ageTypeOf(draft: Pick<PassengerDraft, 'birthDate'>, trip: TripDates): PassengerAgeType | undefined {
  return /^\d{4}-\d{2}-\d{2}$/.test(draft.birthDate)
    ? passengerTypeForTrip(draft.birthDate, trip.flightDates)
    : undefined;
}

/** A saved passenger as a draft for this trip: its type from its birth date, its document if the trip takes it. */
export function draftFromSaved(saved: SavedPassenger, trip: TripDates): PassengerDraft {
  const ageType = passengerTypeForTrip(saved.birthDate, trip.flightDates);
  const usable = documentTypesFor(trip.kind).includes(saved.documentType);
  return {
    ...emptyPassengerDraft(trip.kind),
    passengerType: ageType === 'TOO_YOUNG' ? 'INF' : ageType,
    name: saved.name,
    lastName: saved.lastName ?? '',
    firstName: saved.firstName ?? '',
    ...(usable
      ? { documentType: saved.documentType, documentNo: saved.documentNo, documentExpiry: saved.documentExpiry ?? '' }
      : {}),
    birthDate: saved.birthDate,
    gender: (saved.gender ?? '') as PassengerDraft['gender'],
    nationality: saved.nationality ?? '',
    issuingPlace: saved.issuingPlace ?? '',
    savedPassengerId: saved.id,
  };
}

const optional = (value: string) => value.trim() || undefined;

/** The draft as the passenger schema reads it; abroad the ticketed name comes from the Latin names. */
export function toPassengerInput(draft: PassengerDraft, kind: TripKind): PassengerInput {
  const lastName = optional(draft.lastName);
  const firstName = optional(draft.firstName);
  return {
    passengerType: draft.passengerType,
    name: kind === 'international' ? ticketedName({ name: draft.name, lastName, firstName }) : draft.name,
    lastName,
    firstName,
    documentType: draft.documentType,
    documentNo: normalizeDocumentNo(draft.documentNo),
    birthDate: draft.birthDate,
    gender: draft.gender || undefined,
    nationality: optional(draft.nationality),
    issuingPlace: optional(draft.issuingPlace),
    documentExpiry: optional(draft.documentExpiry),
  };
}

export interface PartyProblems {
  passengers: FieldProblems[];
  /** Problems of the party as a whole (no adult, too many infants). */
  party: Problem[];
}

/** Every problem of the passengers on this trip, by passenger and field (the first per field). */
export function partyDraftProblems(drafts: readonly PassengerDraft[], trip: TripDates): PartyProblems {
  const result: PartyProblems = { passengers: drafts.map(() => ({})), party: [] };
  const parsed = bookingPartySchema(trip).safeParse(drafts.map((draft) => toPassengerInput(draft, trip.kind)));
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const [index, field] = issue.path;
    const problem = { key: issue.message, params: (issue as { params?: Record<string, unknown> }).params };
    if (typeof index !== 'number') result.party.push(problem);
    else {
      // Abroad the form has no name field (the ticketed name comes from the Latin names): show it under the surname.
      const shownAt = trip.kind === 'international' && field === 'name' ? 'lastName' : String(field);
      result.passengers[index]![shownAt] ??= problem;
    }
  }
  return result;
}

export function contactDraftProblems(contact: ContactDraft): FieldProblems {
  const parsed = contactSchema.safeParse(contact);
  const problems: FieldProblems = {};
  for (const issue of parsed.success ? [] : parsed.error.issues)
    problems[String(issue.path[0] ?? 'name')] ??= { key: issue.message };
  return problems;
}

export const hasProblems = (problems: FieldProblems) => Object.values(problems).some(Boolean);

/** The drafts ticked "save as frequent passenger", as the member-ffp add call takes them. */
export function frequentPassengersToSave(drafts: readonly PassengerDraft[], kind: TripKind): SavedPassengerInput[] {
  return drafts
    .filter((draft) => draft.saveAsFrequent && draft.savedPassengerId === undefined)
    .map((draft) => {
      const { passengerType: _type, ...person } = toPassengerInput(draft, kind);
      return { ...person, relationship: RELATIONSHIP.other };
    });
}
