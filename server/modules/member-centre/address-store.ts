import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { MemberAddress } from '../../../contract/calls/member/addresses';
import type { Db } from '../../db/client';
import { memberAddresses } from '../../db/schema/member-centre';

type AddressRow = typeof memberAddresses.$inferSelect;
export type AddressFields = Omit<
  typeof memberAddresses.$inferInsert,
  'id' | 'memberId' | 'createdAt' | 'updatedAt' | 'isDefault'
>;

const ofMember = (memberId: string, id: number) =>
  and(eq(memberAddresses.memberId, memberId), eq(memberAddresses.id, id));

export function toMemberAddress(row: AddressRow): MemberAddress {
  const { memberId: _memberId, createdAt: _createdAt, updatedAt: _updatedAt, ...address } = row;
  return address;
}

/**
 * One address of one member, or undefined when the member has no address of that id. For other modules too
 * (the points mall's delivery, couriered certificates): `findMemberAddress(db, memberId, addressId)`.
 */
export async function findMemberAddress(
  db: Db,
  memberId: string,
  addressId: number,
): Promise<MemberAddress | undefined> {
  const [row] = await db.select().from(memberAddresses).where(ofMember(memberId, addressId));
  return row ? toMemberAddress(row) : undefined;
}

/** The default address first, then the newest. */
export async function listMemberAddresses(db: Db, memberId: string): Promise<MemberAddress[]> {
  const rows = await db
    .select()
    .from(memberAddresses)
    .where(eq(memberAddresses.memberId, memberId))
    .orderBy(desc(memberAddresses.isDefault), desc(memberAddresses.id));
  return rows.map(toMemberAddress);
}

export async function countMemberAddresses(db: Db, memberId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(memberAddresses).where(eq(memberAddresses.memberId, memberId));
  return row?.total ?? 0;
}

export async function insertAddress(
  db: Db,
  memberId: string,
  fields: AddressFields,
  isDefault: boolean,
  now: Date,
): Promise<AddressRow> {
  const [row] = await db
    .insert(memberAddresses)
    .values({ ...fields, memberId, isDefault, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updateAddress(
  db: Db,
  memberId: string,
  id: number,
  fields: AddressFields,
  now: Date,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(memberAddresses)
    .set({ ...fields, updatedAt: now })
    .where(ofMember(memberId, id))
    .returning();
  return row;
}

export async function deleteAddress(db: Db, memberId: string, id: number): Promise<AddressRow | undefined> {
  const [row] = await db.delete(memberAddresses).where(ofMember(memberId, id)).returning();
  return row;
}

/** Clears the member's default, then sets it on `id` (the partial unique index allows one default). */
export async function moveDefault(db: Db, memberId: string, id: number | undefined): Promise<AddressRow | undefined> {
  await db
    .update(memberAddresses)
    .set({ isDefault: false })
    .where(and(eq(memberAddresses.memberId, memberId), eq(memberAddresses.isDefault, true)));
  if (id === undefined) return undefined;
  const [row] = await db.update(memberAddresses).set({ isDefault: true }).where(ofMember(memberId, id)).returning();
  return row;
}

export async function oldestAddressId(db: Db, memberId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: memberAddresses.id })
    .from(memberAddresses)
    .where(eq(memberAddresses.memberId, memberId))
    .orderBy(asc(memberAddresses.id))
    .limit(1);
  return row?.id;
}
