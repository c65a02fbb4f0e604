import { and, eq, lt, sql } from 'drizzle-orm';
import { POINTS_LIFETIME_MONTHS } from '../../../contract/points/tiers';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { memberPointsTransactions } from '../../db/schema/points';

const monthsBefore = (at: Date, months: number) => {
  const date = new Date(at);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
};

/**
 * Points that have expired by `at` and are not yet written off, first in first out: every spend used the
 * oldest points, so what expires is the credits older than 36 months less all spent and expired so far.
 */
export async function pointsDueToExpire(db: Db, memberId: string, at: Date): Promise<number> {
  const cutoff = monthsBefore(at, POINTS_LIFETIME_MONTHS);
  const [row] = await db
    .select({
      oldCredits:
        sql<number>`coalesce(sum(${memberPointsTransactions.points}) filter (where ${memberPointsTransactions.kind} = 'accrual' and ${memberPointsTransactions.at} < ${cutoff}), 0)`.mapWith(
          Number,
        ),
      usedOrExpired:
        sql<number>`coalesce(-sum(${memberPointsTransactions.points}) filter (where ${memberPointsTransactions.kind} <> 'accrual'), 0)`.mapWith(
          Number,
        ),
    })
    .from(memberPointsTransactions)
    .where(eq(memberPointsTransactions.memberId, memberId));
  return Math.max(0, (row?.oldCredits ?? 0) - (row?.usedOrExpired ?? 0));
}

/** The expiry job: writes off each member's expired points as one 'expire' row, under the member's lock. */
export async function expirePoints(db: Db, clock: Clock): Promise<number> {
  const now = clock.now();
  const cutoff = monthsBefore(now, POINTS_LIFETIME_MONTHS);
  const holders = await db
    .selectDistinct({ memberId: memberPointsTransactions.memberId })
    .from(memberPointsTransactions)
    .where(and(eq(memberPointsTransactions.kind, 'accrual'), lt(memberPointsTransactions.at, cutoff)));
  let expired = 0;
  for (const { memberId } of holders) {
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
      const due = await pointsDueToExpire(tx, memberId, now);
      if (due === 0) return;
      await tx
        .insert(memberPointsTransactions)
        .values({ memberId, kind: 'expire', points: -due, note: 'points.note.expire', at: now });
      expired += due;
    });
  }
  return expired;
}
