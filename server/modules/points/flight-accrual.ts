import { and, eq, isNull } from 'drizzle-orm';
import { flightPoints, greatCircleKm } from '../../../contract/points/tiers';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { tickets } from '../../db/schema/orders';
import { memberPointsTransactions, pointsFlightAccruals, type FlightAccrualSource } from '../../db/schema/points';
import { couponFacts, type CouponFacts } from './flown-coupon-facts';
import { markFlownCoupons } from './flown-coupons';
import { isTraveller, travelIdentity } from './member-identity';
import { memberTier, reviewTierOnEarning } from './member-tier';

/** Standard mileage, reward and tier-bonus points of one coupon for a member of `tier`. */
export function couponEarning(
  coupon: Pick<CouponFacts, 'from' | 'to' | 'ratePercent'>,
  tier: Parameters<typeof flightPoints>[2],
) {
  const { from, to } = coupon;
  if (from.latitude === null || from.longitude === null || to.latitude === null || to.longitude === null)
    throw new Error('airport without coordinates');
  const standardMileage = greatCircleKm(
    { latitude: from.latitude, longitude: from.longitude },
    { latitude: to.latitude, longitude: to.longitude },
  );
  return { standardMileage, ...flightPoints(standardMileage, coupon.ratePercent ?? 0, tier) };
}

/**
 * Credits one flown coupon to a member, in one transaction with the member row locked: the accrual row
 * (unique per coupon: a second try inserts nothing and returns null), its ledger row, then the tier review.
 */
export async function creditCoupon(
  db: Db,
  memberId: string,
  coupon: CouponFacts,
  source: FlightAccrualSource,
  now: Date,
) {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
    const { tier } = await memberTier(tx, memberId, now);
    const earning = couponEarning(coupon, tier);
    const [accrual] = await tx
      .insert(pointsFlightAccruals)
      .values({
        memberId,
        ticketId: coupon.ticketId,
        ticketNo: coupon.ticketNo!,
        flightNo: coupon.flightNo,
        flightDate: coupon.flightDate,
        origin: coupon.origin,
        destination: coupon.destination,
        bookingClass: coupon.bookingClass,
        cabinClass: coupon.cabinClass,
        ...earning,
        rewardSegments: 1,
        source,
        at: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!accrual) return null;
    const points = accrual.rewardPoints + accrual.extraPoints;
    await tx.insert(memberPointsTransactions).values({
      memberId,
      kind: 'accrual',
      points,
      flightAccrualId: accrual.id,
      note: `points.note.${source}`,
      at: now,
    });
    await reviewTierOnEarning(tx, memberId, now);
    return accrual;
  });
}

/**
 * The accrual job: marks coupons flown, then credits each flown coupon the member booked for themselves.
 * Coupons others booked for them, or flown before they joined, come in by retro-credit claims.
 */
export async function accrueFlownCoupons(db: Db, clock: Clock): Promise<number> {
  const now = clock.now();
  await markFlownCoupons(db, clock);
  const uncredited = await couponFacts(db, and(eq(tickets.status, 'used'), isNull(pointsFlightAccruals.id))!);
  let credited = 0;
  for (const coupon of uncredited) {
    const identity = await travelIdentity(db, coupon.orderMemberId);
    if (!identity || !isTraveller(identity, { name: coupon.passengerName, documentNo: coupon.documentNo })) continue;
    if (await creditCoupon(db, coupon.orderMemberId, coupon, 'flown', now)) credited += 1;
  }
  return credited;
}
