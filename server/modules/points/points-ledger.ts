import { and, eq, sql } from 'drizzle-orm';
import { BOOKING_REFUSALS } from '../../../contract/calls/orders';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { memberPointsTransactions } from '../../db/schema/points';

export async function pointsBalance(db: Db, memberId: string): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${memberPointsTransactions.points}), 0)`.mapWith(Number) })
    .from(memberPointsTransactions)
    .where(eq(memberPointsTransactions.memberId, memberId));
  return row?.balance ?? 0;
}

/**
 * The member row's update lock: points move only under it, so a member's spends read the balance one after
 * the other. A transaction that will spend takes it before anything else touches the row: inserting a row
 * that references the member takes a key-share lock on it, and two transactions holding that lock and then
 * both asking for this one deadlock.
 */
export async function lockMemberPoints(tx: Db, memberId: string): Promise<void> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
}

/**
 * Spends an award order's points inside its booking transaction. The member row is locked first, so two
 * bookings of one member read the balance one after the other and cannot both spend the same points.
 */
export async function spendPoints(
  tx: Db,
  spend: { memberId: string; orderNo: string; points: number; at: Date; note?: string },
): Promise<void> {
  if (spend.points === 0) return;
  await lockMemberPoints(tx, spend.memberId);
  const balance = await pointsBalance(tx, spend.memberId);
  if (balance < spend.points) {
    const data = { pointsNeeded: spend.points, pointsBalance: balance };
    throw new CallError(BOOKING_REFUSALS.notEnoughPoints, 'orders.errors.notEnoughPoints', data, 200, data);
  }
  await tx.insert(memberPointsTransactions).values({
    memberId: spend.memberId,
    kind: 'redeem',
    points: -spend.points,
    orderNo: spend.orderNo,
    note: spend.note ?? 'orders.points.note.redeem',
    at: spend.at,
  });
}

/** Gives an order's spent points back, once (the ledger's unique order + kind makes a second try a no-op). */
export async function releasePoints(
  tx: Db,
  orderNo: string,
  at: Date,
  note = 'orders.points.note.release',
): Promise<void> {
  const [spent] = await tx
    .select({ memberId: memberPointsTransactions.memberId, points: memberPointsTransactions.points })
    .from(memberPointsTransactions)
    .where(and(eq(memberPointsTransactions.orderNo, orderNo), eq(memberPointsTransactions.kind, 'redeem')));
  if (!spent) return;
  await tx
    .insert(memberPointsTransactions)
    .values({ memberId: spent.memberId, kind: 'release', points: -spent.points, orderNo, note, at })
    .onConflictDoNothing();
}
