import type { PassengerPrice } from '../../../contract/calls/flights';
import type {
  ChangePolicyName,
  ChangeRefusalReason,
  FlightRefusalReason,
} from '../../../contract/calls/ticket-changes';
import { changeFeePercent } from '../../../contract/fare-rules/change-fee';
import { percentOf } from '../refunds/refund-fee-table';
import type { ChangeCoupon } from './change-coupons';
import type { TargetFlight } from './target-flight';

/** What moving one coupon costs: the fee, and the new fare and taxes above the old ones. */
export interface CouponCharge {
  feePercent: number;
  fee: number;
  fareDifference: number;
  taxDifference: number;
}

/**
 * Who pays what for a change, and which flights it may go to. The change core takes one of these: a
 * voluntary change pays the fare rules; a traveller whose flight the airline disrupted changes for free.
 */
export interface ChangePolicy {
  readonly name: ChangePolicyName;
  /** Why this (ticketed, unflown) coupon cannot change under this policy now, or null. */
  refuseCoupon(coupon: ChangeCoupon, now: Date): ChangeRefusalReason | null;
  /** Why this flight cannot take a coupon of `from`, or null. */
  refuseFlight(from: ChangeCoupon, target: TargetFlight): FlightRefusalReason | null;
  charge(coupon: ChangeCoupon, newPrice: PassengerPrice, now: Date): CouponCharge;
}

const DAY_MS = 86_400_000;
const taxesOf = (price: { airportFee: number; fuelSurcharge: number }) => price.airportFee + price.fuelSurcharge;

/** Both policies: same route, another flight, one booking would sell. */
function refuseAnyFlight(from: ChangeCoupon, target: TargetFlight): FlightRefusalReason | null {
  if (target.flightId === from.flightId) return 'sameFlight';
  if (target.origin !== from.origin || target.destination !== from.destination) return 'otherRoute';
  if (!target.forSale) return 'notForSale';
  return null;
}

/** The fare rules: the class's change fee by time before departure, and any higher fare or taxes on top. */
export const voluntaryChange: ChangePolicy = {
  name: 'voluntary',
  refuseCoupon(coupon, now) {
    const msBefore = coupon.departureAt.getTime() - now.getTime();
    if (msBefore <= 0) return 'departed';
    return changeFeePercent(coupon.baseChangePercent, msBefore) === null ? 'classNotChangeable' : null;
  },
  refuseFlight: refuseAnyFlight,
  charge(coupon, newPrice, now) {
    const feePercent = changeFeePercent(coupon.baseChangePercent, coupon.departureAt.getTime() - now.getTime()) ?? 0;
    return {
      feePercent,
      fee: percentOf(coupon.fare, feePercent),
      // A lower fare is not paid back: no class's rules say so.
      fareDifference: Math.max(0, newPrice.fare - coupon.fare),
      taxDifference: Math.max(0, taxesOf(newPrice) - taxesOf(coupon)),
    };
  },
};

/**
 * The airline moved or cancelled the flight: the traveller may take another flight of the same route and
 * cabin within `withinDays` of the old one, for nothing, whatever the fare class (even after the old
 * departure time, since that flight did not go as sold).
 */
export function disruptedChange(options: { withinDays: number }): ChangePolicy {
  return {
    name: 'disrupted',
    refuseCoupon: () => null,
    refuseFlight(from, target) {
      const refused = refuseAnyFlight(from, target);
      if (refused) return refused;
      if (target.cabinClass !== from.cabinClass) return 'otherCabin';
      const days = Math.abs(Date.parse(target.flightDate) - Date.parse(from.flightDate)) / DAY_MS;
      return days > options.withinDays ? 'outsideWindow' : null;
    },
    charge: () => ({ feePercent: 0, fee: 0, fareDifference: 0, taxDifference: 0 }),
  };
}
