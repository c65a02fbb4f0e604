import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { accrueFlownCoupons } from './flight-accrual';
import { runYearlyTierReviews } from './member-tier';
import { expirePoints } from './points-expiry';

/** The points work the server does on its own; each step is idempotent, so instances may run it side by side. */
export async function runPointsJobs(db: Db, clock: Clock) {
  const credited = await accrueFlownCoupons(db, clock);
  const expired = await expirePoints(db, clock);
  const reviewed = await runYearlyTierReviews(db, clock);
  return { credited, expired, reviewed };
}
