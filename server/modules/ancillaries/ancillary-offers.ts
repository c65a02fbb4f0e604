import { and, inArray } from 'drizzle-orm';
import { ANCILLARY_REFUSALS, type AncillaryKind } from '../../../contract/ancillaries/ancillary-calls';
import type { CouponOffers, PriceData } from '../../../contract/ancillaries/ancillary-offer-schemas';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { tickets } from '../../db/schema/orders';
import { reachableBy } from '../coupons/coupon-queries';
import { ancillaryCoupons, type AncillaryCoupon } from './ancillary-coupons';
import { KIND_RULES, saleClosesAt } from './ancillary-kinds';
import { describeEligibility, tripFlight } from './ancillary-trips';
import { holdingsOf, stockLeft } from './item-holdings';

/** The coupons a member may buy for (their own, or proven by a lookup), or the refusal when any is not. */
export async function reachableCoupons(
  context: CallContext,
  db: Db,
  memberId: string,
  couponIds: number[],
): Promise<AncillaryCoupon[]> {
  const coupons = await ancillaryCoupons(
    db,
    context.clock,
    and(reachableBy(db, memberId, context.clock.now()), inArray(tickets.id, couponIds)),
  );
  if (coupons.length !== new Set(couponIds).size)
    throw new CallError(ANCILLARY_REFUSALS.couponNotReachable, 'ancillaryServer.refusals.couponNotReachable');
  return coupons;
}

/** The check step: for each chosen coupon, whether it may buy now, what, at which price, and what it has. */
export async function couponOffers(
  context: CallContext,
  kind: AncillaryKind,
  memberId: string,
  couponIds: number[],
): Promise<PriceData> {
  const rules = KIND_RULES[kind];
  const coupons = await reachableCoupons(context, context.db, memberId, couponIds);
  const holdings = await holdingsOf(context.db, kind, couponIds);
  const left = await stockLeft(context.db, [...new Set(coupons.map((coupon) => coupon.flightId))]);
  const now = context.clock.now();
  return {
    kind,
    coupons: coupons.map((coupon): CouponOffers => {
      const eligibility = describeEligibility(context, kind, coupon);
      const held = holdings.get(coupon.couponId) ?? { codes: [], units: 0 };
      const capLeft = Math.max(0, rules.cap(coupon) - held.units);
      const offers =
        eligibility.code === 'ok'
          ? rules.offersFor(coupon, now).map((offer) => {
              const stock = rules.stocked ? left(coupon.flightId, offer.itemCode) : null;
              const units = offer.unit === 'portion' ? 1 : offer.amount;
              return {
                ...offer,
                stockLeft: stock,
                available: !held.codes.includes(offer.itemCode) && units <= capLeft && stock !== 0,
              };
            })
          : [];
      return {
        couponId: coupon.couponId,
        ticketNo: coupon.ticketNo ?? '',
        passengerName: coupon.name,
        passengerType: coupon.passengerType,
        flight: tripFlight(coupon),
        eligibility,
        saleClosesAt: saleClosesAt(kind, coupon.flight.departureAt).toISOString(),
        freeAllowance: rules.freeAllowance(coupon),
        capLeft,
        bought: held.codes,
        offers,
      };
    }),
  };
}
