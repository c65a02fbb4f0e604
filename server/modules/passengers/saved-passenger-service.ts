import type * as z from 'zod';
import { normalizeDocumentNo } from '../../../contract/booking/passenger-rules';
import {
  SAVED_PASSENGER_LIMIT,
  SAVED_PASSENGER_REFUSALS,
  type SavedPassenger,
  type savedPassengerInputSchema,
} from '../../../contract/booking/saved-passenger-calls';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { violatedUniqueConstraint } from '../../shared/database-errors';
import { requireMember } from '../accounts/sessions';
import {
  countSavedPassengers,
  deleteSavedPassenger,
  findSavedPassenger,
  insertSavedPassenger,
  listSavedPassengers,
  toSavedPassenger,
  updateSavedPassenger,
  type SavedPassengerFields,
  type SavedPassengerRow,
} from './saved-passenger-store';

type SavedPassengerInput = z.output<typeof savedPassengerInputSchema>;

const notFound = () => new CallError(SAVED_PASSENGER_REFUSALS.notFound, 'passengers.errors.notFound');
const duplicate = () => new CallError(SAVED_PASSENGER_REFUSALS.duplicate, 'passengers.errors.alreadySaved');

function fieldsOf(input: SavedPassengerInput): SavedPassengerFields {
  return {
    relationship: input.relationship,
    name: input.name,
    lastName: input.lastName?.toUpperCase() ?? null,
    firstName: input.firstName?.toUpperCase() ?? null,
    documentType: input.documentType,
    documentNo: normalizeDocumentNo(input.documentNo),
    birthDate: input.birthDate,
    gender: input.gender ?? null,
    nationality: input.nationality ?? null,
    issuingPlace: input.issuingPlace ?? null,
    documentExpiry: input.documentExpiry ?? null,
    mobile: input.mobile ?? null,
  };
}

export async function querySavedPassengers(context: CallContext): Promise<SavedPassenger[]> {
  const { memberId } = await requireMember(context);
  return (await listSavedPassengers(context.db, memberId)).map(toSavedPassenger);
}

export async function addSavedPassenger(context: CallContext, input: SavedPassengerInput): Promise<SavedPassenger> {
  const { memberId } = await requireMember(context);
  return context.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    if ((await countSavedPassengers(db, memberId)) >= SAVED_PASSENGER_LIMIT)
      throw new CallError(SAVED_PASSENGER_REFUSALS.limitReached, 'passengers.errors.limitReached', {
        max: SAVED_PASSENGER_LIMIT,
      });
    const row = await insertSavedPassenger(db, memberId, fieldsOf(input), context.clock.now());
    if (!row) throw duplicate();
    return toSavedPassenger(row);
  });
}

export async function changeSavedPassenger(
  context: CallContext,
  input: SavedPassengerInput & { id: number },
): Promise<SavedPassenger> {
  const { memberId } = await requireMember(context);
  try {
    const row = await updateSavedPassenger(context.db, memberId, input.id, fieldsOf(input), context.clock.now());
    if (!row) throw notFound();
    return toSavedPassenger(row);
  } catch (error) {
    if (violatedUniqueConstraint(error)?.constraint === 'saved_passengers_member_document') throw duplicate();
    throw error;
  }
}

export async function removeSavedPassenger(context: CallContext, id: number): Promise<{ id: number }> {
  const { memberId } = await requireMember(context);
  if (!(await deleteSavedPassenger(context.db, memberId, id))) throw notFound();
  return { id };
}

const samePerson = (a: SavedPassengerRow, b: SavedPassengerRow) =>
  a.birthDate === b.birthDate && a.name.replace(/\s+/g, '').toUpperCase() === b.name.replace(/\s+/g, '').toUpperCase();

/** Keeps `keepId`, fills its empty fields from `mergeId` (the same name and birth date), then deletes `mergeId`. */
export async function mergeSavedPassengers(
  context: CallContext,
  keepId: number,
  mergeId: number,
): Promise<SavedPassenger> {
  const { memberId } = await requireMember(context);
  return context.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const [keep, merged] = [
      await findSavedPassenger(db, memberId, keepId),
      await findSavedPassenger(db, memberId, mergeId),
    ];
    if (!keep || !merged) throw notFound();
    if (!samePerson(keep, merged))
      throw new CallError(SAVED_PASSENGER_REFUSALS.notSamePerson, 'passengers.errors.notSamePerson');
    const filled = Object.fromEntries(
      Object.entries(fieldsOfRow(keep)).map(([field, value]) => [
        field,
        value ?? merged[field as keyof SavedPassengerFields],
      ]),
    ) as SavedPassengerFields;
    await deleteSavedPassenger(db, memberId, mergeId);
    const row = await updateSavedPassenger(db, memberId, keepId, filled, context.clock.now());
    return toSavedPassenger(row!);
  });
}

function fieldsOfRow(row: SavedPassengerRow): SavedPassengerFields {
  const { id: _id, memberId: _memberId, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = row;
  return fields;
}
