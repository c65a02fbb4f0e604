import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { QUALIFYING_WINDOW_DAYS, tierEarned, tierRank, type MemberTier } from '../../../contract/points/tiers';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { memberTiers, pointsFlightAccruals } from '../../db/schema/points';
import { addDays, localDate } from '../../flight-calendar/calendar-days';

const addYear = (at: Date) =>
  new Date(Date.UTC(at.getUTCFullYear() + 1, at.getUTCMonth(), at.getUTCDate(), at.getUTCHours(), at.getUTCMinutes()));

/** The rolling 12 months' qualifying segments and points (reward points of flights, bonuses excluded). */
export async function qualifyingActivity(db: Db, memberId: string, now: Date) {
  const since = addDays(localDate(now), -QUALIFYING_WINDOW_DAYS + 1);
  const [row] = await db
    .select({
      segments: sql<number>`coalesce(sum(${pointsFlightAccruals.rewardSegments}), 0)`.mapWith(Number),
      points: sql<number>`coalesce(sum(${pointsFlightAccruals.rewardPoints}), 0)`.mapWith(Number),
    })
    .from(pointsFlightAccruals)
    .where(
      and(
        eq(pointsFlightAccruals.memberId, memberId),
        gte(pointsFlightAccruals.flightDate, since),
        lte(pointsFlightAccruals.flightDate, localDate(now)),
      ),
    );
  return { since, segments: row?.segments ?? 0, points: row?.points ?? 0 };
}

export async function memberTier(db: Db, memberId: string, now: Date): Promise<{ tier: MemberTier; reviewAt: Date }> {
  const [row] = await db.select().from(memberTiers).where(eq(memberTiers.memberId, memberId));
  return row ? { tier: row.tier, reviewAt: row.reviewAt } : { tier: 'ordinary', reviewAt: addYear(now) };
}

/** After points are earned: a higher tier is given at once; a lower one waits for the yearly review. */
export async function reviewTierOnEarning(db: Db, memberId: string, now: Date): Promise<MemberTier> {
  const earned = tierEarned(await qualifyingActivity(db, memberId, now));
  const [row] = await db.select().from(memberTiers).where(eq(memberTiers.memberId, memberId));
  if (!row) {
    await db.insert(memberTiers).values({ memberId, tier: earned, since: now, reviewAt: addYear(now) });
    return earned;
  }
  if (tierRank(earned) <= tierRank(row.tier)) return row.tier;
  await db.update(memberTiers).set({ tier: earned, since: now }).where(eq(memberTiers.memberId, memberId));
  return earned;
}

/** The yearly review: each member due gets the tier their last 12 months earned, up or down. */
export async function runYearlyTierReviews(db: Db, clock: Clock): Promise<number> {
  const now = clock.now();
  const due = await db.select().from(memberTiers).where(lte(memberTiers.reviewAt, now));
  for (const row of due) {
    const earned = tierEarned(await qualifyingActivity(db, row.memberId, now));
    let reviewAt = row.reviewAt;
    while (reviewAt <= now) reviewAt = addYear(reviewAt);
    await db
      .update(memberTiers)
      .set({ tier: earned, since: earned === row.tier ? row.since : now, reviewAt })
      .where(and(eq(memberTiers.memberId, row.memberId), eq(memberTiers.reviewAt, row.reviewAt)));
  }
  return due.length;
}
