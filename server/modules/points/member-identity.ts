import { and, eq } from 'drizzle-orm';
import { RELATIONSHIP } from '../../../contract/lookups';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { savedPassengers } from '../../db/schema/saved-passengers';

export interface TravelIdentity {
  name: string;
  documentNos: string[];
}

/**
 * Who the member is on a ticket: their real name and the documents they travel on. Until real-name
 * verification stores the verified document on the member, those are the member's own entries
 * (relationship "self") among their saved passengers. A coupon earns points only for this person.
 */
export async function travelIdentity(db: Db, memberId: string): Promise<TravelIdentity | null> {
  const [member] = await db.select({ name: members.cnName }).from(members).where(eq(members.id, memberId));
  if (!member?.name) return null;
  const own = await db
    .select({ name: savedPassengers.name, documentNo: savedPassengers.documentNo })
    .from(savedPassengers)
    .where(and(eq(savedPassengers.memberId, memberId), eq(savedPassengers.relationship, RELATIONSHIP.self)));
  const documentNos = own.filter((entry) => entry.name === member.name).map((entry) => entry.documentNo);
  return documentNos.length ? { name: member.name, documentNos } : null;
}

export const isTraveller = (identity: TravelIdentity, passenger: { name: string; documentNo: string }) =>
  passenger.name === identity.name && identity.documentNos.includes(passenger.documentNo.toUpperCase());
