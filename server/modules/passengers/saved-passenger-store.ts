import { and, asc, count, eq } from 'drizzle-orm';
import type { SavedPassenger } from '../../../contract/booking/saved-passenger-calls';
import type { Db } from '../../db/client';
import { savedPassengers } from '../../db/schema/saved-passengers';

export type SavedPassengerRow = typeof savedPassengers.$inferSelect;
export type SavedPassengerFields = Omit<
  typeof savedPassengers.$inferInsert,
  'id' | 'memberId' | 'createdAt' | 'updatedAt'
>;

const ofMember = (memberId: string, id: number) =>
  and(eq(savedPassengers.memberId, memberId), eq(savedPassengers.id, id));

export function listSavedPassengers(db: Db, memberId: string): Promise<SavedPassengerRow[]> {
  return db
    .select()
    .from(savedPassengers)
    .where(eq(savedPassengers.memberId, memberId))
    .orderBy(asc(savedPassengers.id));
}

export async function countSavedPassengers(db: Db, memberId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(savedPassengers).where(eq(savedPassengers.memberId, memberId));
  return row?.total ?? 0;
}

/** Locks the row, so a merge and an update of the same passenger cannot interleave. */
export async function findSavedPassenger(db: Db, memberId: string, id: number): Promise<SavedPassengerRow | undefined> {
  const [row] = await db.select().from(savedPassengers).where(ofMember(memberId, id)).for('update');
  return row;
}

/** Undefined when the member already saved this document (the unique constraint decides, not a prior read). */
export async function insertSavedPassenger(
  db: Db,
  memberId: string,
  fields: SavedPassengerFields,
  now: Date,
): Promise<SavedPassengerRow | undefined> {
  const [row] = await db
    .insert(savedPassengers)
    .values({ ...fields, memberId, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateSavedPassenger(
  db: Db,
  memberId: string,
  id: number,
  fields: SavedPassengerFields,
  now: Date,
): Promise<SavedPassengerRow | undefined> {
  const [row] = await db
    .update(savedPassengers)
    .set({ ...fields, updatedAt: now })
    .where(ofMember(memberId, id))
    .returning();
  return row;
}

export async function deleteSavedPassenger(db: Db, memberId: string, id: number): Promise<boolean> {
  const rows = await db.delete(savedPassengers).where(ofMember(memberId, id)).returning({ id: savedPassengers.id });
  return rows.length > 0;
}

/** The wire shape: absent rather than null for fields the passenger has not filled. */
export function toSavedPassenger(row: SavedPassengerRow): SavedPassenger {
  const { memberId: _memberId, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = row;
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null)) as SavedPassenger;
}
