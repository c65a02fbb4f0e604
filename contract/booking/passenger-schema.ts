import * as z from 'zod';
import { isCalendarDate } from '../first-load/flight-search-rules';
import { GENDER, ID_DOCUMENT_TYPE, LOOKUPS } from '../lookups';
import { agreementSchema } from '../validators/agreement';
import { emailSchema } from '../validators/email';
import { idCardProblem } from '../validators/id-card';
import { mobileSchema } from '../validators/mobile';
import { text } from '../validators/text';
import {
  birthDateFromIdCard,
  genderFromIdCard,
  isDocumentTypeAllowed,
  lastFlightDate,
  LATIN_NAME_PATTERN,
  normalizeDocumentNo,
  PASSENGER_TYPES,
  partyProblems,
  passengerTypeForTrip,
  type TripDates,
} from './passenger-rules';

export * from './passenger-rules';

/**
 * The passenger and contact schemas of a booking, built from the plain rules in passenger-rules.ts.
 * `passengerInputSchema` checks what a passenger says about themself (document number, names, dates);
 * `passengerForTripSchema(trip)` adds what depends on the flights (documents the trip accepts, type by
 * age, travel-document fields); `bookingPartySchema(trip)` adds the rules between passengers.
 * Every message is an i18n key.
 */
const ALL_DOCUMENT_TYPES: readonly string[] = [...new Set([...LOOKUPS.idDocumentType, ...LOOKUPS.travelDocumentType])];
/** Passports, permits and other documents: letters, digits and hyphens (ID cards have their own rule). */
const DOCUMENT_NO_PATTERN = /^[A-Za-z0-9-]{4,20}$/;
/** A Chinese name (with the middle dot of transcribed names) or a name in Latin letters. */
const PASSENGER_NAME_PATTERN = /^(?:[\u3400-\u9fff·]{1,20}|[A-Za-z][A-Za-z /'-]{0,49})$/;

const calendarDate = (message: string) => text(message).refine(isCalendarDate, message);
/** Nationality and issuing place are ISO 3166 country codes (queryCountry lists them), as passports print them. */
const countryCode = text()
  .trim()
  .toUpperCase()
  .refine((value) => value === '' || /^[A-Z]{2,3}$/.test(value), 'passengers.errors.countryCode')
  .transform((value) => value || undefined)
  .optional();
const latinName = text()
  .trim()
  .refine((value) => value === '' || LATIN_NAME_PATTERN.test(value), 'passengers.errors.latinName')
  .transform((value) => value || undefined)
  .optional();

type PassengerField = keyof z.output<typeof passengerShape> | 'relationship';
/**
 * Runs a cross-field rule when the fields it reads parsed, so a form shows every problem at once
 * (zod skips an object's refinements after any failed field otherwise).
 */
function whenParsed(...fields: PassengerField[]) {
  return {
    when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
      !payload.issues.some((issue) => !issue.path?.length || fields.includes(issue.path[0] as PassengerField)),
  };
}
const addProblem = (context: z.RefinementCtx, field: PassengerField, message: string) =>
  context.addIssue({ code: 'custom', path: [field], message });

/** A person's fields as a form starts them: all blank but the document's type (a booking's or a saved passenger's). */
export function blankPerson(documentType: string) {
  return {
    name: '',
    lastName: '',
    firstName: '',
    documentType,
    documentNo: '',
    birthDate: '',
    gender: '' as const,
    nationality: '',
    issuingPlace: '',
    documentExpiry: '',
  };
}

/** A person and their document: what a booking's passenger and a member's saved passenger share. */
export const personShape = z.object({
  // The format check passes an empty name so that only 'required' shows for it.
  name: text('passengers.errors.nameRequired')
    .trim()
    .min(1, 'passengers.errors.nameRequired')
    .refine((value) => value === '' || PASSENGER_NAME_PATTERN.test(value), 'passengers.errors.nameFormat'),
  lastName: latinName,
  firstName: latinName,
  documentType: text('passengers.errors.documentType').refine(
    (value) => ALL_DOCUMENT_TYPES.includes(value),
    'passengers.errors.documentType',
  ),
  // One document is one key however it was typed: spaces dropped, upper case (as orders store it).
  documentNo: text('passengers.errors.documentNoRequired')
    .overwrite(normalizeDocumentNo)
    .min(1, 'passengers.errors.documentNoRequired'),
  birthDate: calendarDate('passengers.errors.birthDate'),
  gender: z.enum([GENDER.male, GENDER.female], 'passengers.errors.gender').optional(),
  nationality: countryCode,
  issuingPlace: countryCode,
  documentExpiry: calendarDate('passengers.errors.documentExpiry').optional(),
  mobile: mobileSchema.optional(),
});
const passengerShape = personShape.extend({
  passengerType: z.enum(PASSENGER_TYPES, 'passengers.errors.passengerType'),
  accompanyingAdultIndex: z.number().int().min(0).optional(),
});

type Person = z.output<typeof personShape>;
const documentNoRule = (person: Person, context: z.RefinementCtx) => {
  const problem =
    person.documentType === ID_DOCUMENT_TYPE.idCard
      ? idCardProblem(person.documentNo)
      : DOCUMENT_NO_PATTERN.test(person.documentNo)
        ? undefined
        : 'passengers.errors.documentNoFormat';
  if (problem) addProblem(context, 'documentNo', problem);
};
const idCardDetailsRule = (person: Person, context: z.RefinementCtx) => {
  if (person.documentType !== ID_DOCUMENT_TYPE.idCard || idCardProblem(person.documentNo)) return;
  if (birthDateFromIdCard(person.documentNo) !== person.birthDate)
    addProblem(context, 'birthDate', 'passengers.errors.birthDateNotOnIdCard');
  if (person.gender && genderFromIdCard(person.documentNo) !== person.gender)
    addProblem(context, 'gender', 'passengers.errors.genderNotOnIdCard');
};

/** A person's own rules: the document number for its type, an ID card's birth date and sex. */
export function withDocumentRules<T extends z.ZodType<Person>>(schema: T) {
  return schema
    .superRefine(documentNoRule, whenParsed('documentType', 'documentNo'))
    .superRefine(idCardDetailsRule, whenParsed('documentType', 'documentNo', 'birthDate', 'gender'));
}

export const passengerInputSchema = withDocumentRules(passengerShape).superRefine(
  (passenger, context) => {
    if (passenger.documentType === ID_DOCUMENT_TYPE.birthCertificate && passenger.passengerType === 'ADT')
      addProblem(context, 'documentType', 'passengers.errors.birthCertificateForAdult');
  },
  whenParsed('documentType', 'passengerType'),
);
export type PassengerInput = z.input<typeof passengerInputSchema>;
export type Passenger = z.output<typeof passengerInputSchema>;

/** One passenger on this trip: the document list of its kind, the type by age, travel-document fields. */
export function passengerForTripSchema(trip: TripDates) {
  return passengerInputSchema
    .superRefine((passenger, context) => {
      if (!isDocumentTypeAllowed(trip.kind, passenger.documentType))
        addProblem(context, 'documentType', 'passengers.errors.documentTypeForTrip');
    }, whenParsed('documentType'))
    .superRefine(
      (passenger, context) => {
        const ageType = passengerTypeForTrip(passenger.birthDate, trip.flightDates);
        if (ageType === 'TOO_YOUNG') addProblem(context, 'birthDate', 'passengers.errors.tooYoung');
        else if (ageType !== passenger.passengerType)
          addProblem(context, 'passengerType', `passengers.errors.typeShouldBe${ageType}`);
      },
      whenParsed('birthDate', 'passengerType'),
    )
    .superRefine(
      (passenger, context) => {
        if (trip.kind !== 'international') return;
        for (const [field, message] of travelDocumentProblems(passenger, lastFlightDate(trip.flightDates)))
          addProblem(context, field, message);
      },
      whenParsed('lastName', 'firstName', 'gender', 'nationality', 'issuingPlace', 'documentExpiry'),
    );
}

function travelDocumentProblems(passenger: Passenger, lastDate: string | undefined): [PassengerField, string][] {
  const problems: [PassengerField, string][] = [];
  if (!passenger.lastName) problems.push(['lastName', 'passengers.errors.latinNameRequired']);
  if (!passenger.firstName) problems.push(['firstName', 'passengers.errors.latinNameRequired']);
  if (!passenger.gender) problems.push(['gender', 'passengers.errors.gender']);
  if (!passenger.nationality) problems.push(['nationality', 'passengers.errors.nationalityRequired']);
  if (!passenger.issuingPlace) problems.push(['issuingPlace', 'passengers.errors.issuingPlaceRequired']);
  if (!passenger.documentExpiry) problems.push(['documentExpiry', 'passengers.errors.documentExpiry']);
  else if (lastDate && passenger.documentExpiry <= lastDate)
    problems.push(['documentExpiry', 'passengers.errors.documentExpiresBeforeTravel']);
  return problems;
}

/** Everyone on one booking: each passenger for the trip, then the rules between them. */
export function bookingPartySchema(trip: TripDates) {
  return z.array(passengerForTripSchema(trip)).superRefine((party, context) => {
    for (const problem of partyProblems(party)) {
      const field = problem.key === 'passengers.party.duplicateDocument' ? 'documentNo' : 'accompanyingAdultIndex';
      const path = problem.index === undefined ? [] : [problem.index, field];
      context.addIssue({ code: 'custom', path, message: problem.key, params: problem.params });
    }
  }, partyFieldsParsed);
}

/**
 * The party rules run beside each passenger's own problems (a missing name, a type the birth date
 * contradicts), so a form shows them all at once; they need only the documents to be strings.
 */
const partyFieldsParsed = {
  when: (payload: { value: unknown }) =>
    Array.isArray(payload.value) &&
    payload.value.every(
      (passenger) => typeof passenger?.documentType === 'string' && typeof passenger?.documentNo === 'string',
    ),
};

/** Spec 5: booking requires a contact name, a valid mobile and an email. */
export const contactSchema = z.object(
  {
    name: text('validation.contactName').trim().min(1, 'validation.contactName').max(50, 'validation.contactName'),
    mobile: text('validation.mobile').pipe(mobileSchema),
    email: text('validation.email').pipe(emailSchema),
  },
  'passengers.contact.required',
);
export type Contact = z.output<typeof contactSchema>;

/** The contact together with the accepted agreement (spec 5: the agreement must be accepted). */
export const contactWithAgreementSchema = contactSchema.extend({ agreementAccepted: agreementSchema });
