import type { Seeder } from '../../db/seed/seeder';
import { memberPointsTransactions } from '../../db/schema/points';

const DAY = 86_400_000;

/**
 * The verified club member 张伟 brought points over from before (a balance, not flights: a ledger row that said
 * "flight accrual" would need a flown coupon behind it, or the flight-rewards tab would not list it) and joined a
 * campaign, enough for a domestic award ticket or two.
 */
const DEMO_ACCRUALS = [
  { memberId: 'demo-verified', points: 18_600, note: 'orders.points.note.carriedOver', daysAgo: 200 },
  { memberId: 'demo-verified', points: 9_800, note: 'orders.points.note.carriedOver', daysAgo: 90 },
  { memberId: 'demo-verified', points: 5_000, note: 'orders.points.note.bonus', daysAgo: 30 },
  { memberId: 'demo-renewal', points: 3_200, note: 'orders.points.note.carriedOver', daysAgo: 60 },
] as const;

export const seedDemoPoints: Seeder = async (db, clock) => {
  const now = clock.now().getTime();
  await db.insert(memberPointsTransactions).values(
    DEMO_ACCRUALS.map(({ daysAgo, ...accrual }) => ({
      ...accrual,
      kind: 'accrual' as const,
      at: new Date(now - daysAgo * DAY),
    })),
  );
};
