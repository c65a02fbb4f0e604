import * as z from 'zod';
import { contractCall } from '../call';
import { memberFfp } from '../first-load/call-path-prefixes';
import { LOOKUPS } from '../lookups';
import { personShape, withDocumentRules } from './passenger-schema';

/**
 * member-ffp/passenger/{query, add, update, delete, merge}: a member's frequent passengers (JSON calls,
 * login required). A saved passenger is a person with a document and a relationship to the member;
 * their passenger type is worked out per trip from the birth date.
 */
export const SAVED_PASSENGER_LIMIT = 50;
export const SAVED_PASSENGER_REFUSALS = {
  notFound: 'PASSENGER_NOT_FOUND',
  duplicate: 'PASSENGER_DUPLICATE',
  notSamePerson: 'PASSENGER_NOT_SAME_PERSON',
  limitReached: 'PASSENGER_LIMIT_REACHED',
} as const;

const relationship = z.enum(LOOKUPS.relationship, 'passengers.errors.relationship');
const passengerId = z.number('passengers.errors.notFound').int().positive('passengers.errors.notFound');

export const savedPassengerInputSchema = withDocumentRules(personShape.extend({ relationship }));
export type SavedPassengerInput = z.input<typeof savedPassengerInputSchema>;

export const queryPassengersPayload = z.object({}).loose();
export const addPassengerPayload = savedPassengerInputSchema;
export const updatePassengerPayload = withDocumentRules(personShape.extend({ relationship, id: passengerId }));
export const deletePassengerPayload = z.object({ id: passengerId });
/** The same person saved twice (say once with an ID card, once with a passport): keep one, fill its gaps from the other. */
export const mergePassengersPayload = z
  .object({ keepId: passengerId, mergeId: passengerId })
  .refine((value) => value.keepId !== value.mergeId, { message: 'passengers.errors.mergeSame', path: ['mergeId'] });

export const savedPassengerSchema = z.object({
  id: z.number().int(),
  relationship: z.string(),
  name: z.string(),
  lastName: z.string().optional(),
  firstName: z.string().optional(),
  documentType: z.string(),
  documentNo: z.string(),
  birthDate: z.string(),
  gender: z.string().optional(),
  nationality: z.string().optional(),
  issuingPlace: z.string().optional(),
  documentExpiry: z.string().optional(),
  mobile: z.string().optional(),
});
export type SavedPassenger = z.infer<typeof savedPassengerSchema>;
export const savedPassengerListData = z.array(savedPassengerSchema);

export const queryPassengersCall = contractCall({
  path: memberFfp('passenger', 'query'),
  payload: queryPassengersPayload,
  reply: savedPassengerListData,
});
export const addPassengerCall = contractCall({
  path: memberFfp('passenger', 'add'),
  payload: addPassengerPayload,
  reply: savedPassengerSchema,
});
export const updatePassengerCall = contractCall({
  path: memberFfp('passenger', 'update'),
  payload: updatePassengerPayload,
  reply: savedPassengerSchema,
});
export const deletePassengerCall = contractCall({
  path: memberFfp('passenger', 'delete'),
  payload: deletePassengerPayload,
  reply: z.object({ id: z.number() }),
});
export const mergePassengersCall = contractCall({
  path: memberFfp('passenger', 'merge'),
  payload: mergePassengersPayload,
  reply: savedPassengerSchema,
});
