import {
  LUGGAGE_CAP,
  MEALS_CAP_PER_COUPON,
  SALE_CLOSES_HOURS,
  type AncillaryKind,
} from '../../../contract/ancillaries/ancillary-calls';
import type { AncillaryEligibilityCode, ItemUnit } from '../../../contract/ancillaries/ancillary-fields';
import type { LocalizedText } from '../../../contract/localized-text';
import type { AncillaryCoupon } from './ancillary-coupons';
import { bundlesFor, freeAllowance, luggageOffer } from './luggage-bundles';
import { menuFor, mealOffer } from './meal-menu';
import { isToFly } from '../../../contract/calls/orders';

/** What a coupon may be sold of one kind, before stock and what it already has. */
export interface KindOffer {
  itemCode: string;
  name: LocalizedText;
  description: LocalizedText;
  unit: ItemUnit;
  amount: number;
  price: number;
  imageUrl: string | null;
  dietaryMarks: ('halal' | 'vegetarian' | 'child' | 'noPork' | 'diabetic')[];
}

/**
 * The one place luggage and meals differ: order prefix, when the sale closes, what a coupon is offered,
 * the cap, the free allowance, whether there is stock. Everything else (trips, orders, paying, refunds)
 * is one code path for both.
 */
export interface KindRules {
  kind: AncillaryKind;
  orderPrefix: 'LG' | 'ML';
  offersFor(coupon: AncillaryCoupon, now: Date): KindOffer[];
  /** How much more a coupon may take in its offers' unit, given what it has. */
  cap(coupon: AncillaryCoupon): number;
  freeAllowance(coupon: AncillaryCoupon): { unit: 'kg' | 'piece'; amount: number } | null;
  stocked: boolean;
}

const DAY_MS = 86_400_000;

export const KIND_RULES: Record<AncillaryKind, KindRules> = {
  luggage: {
    kind: 'luggage',
    orderPrefix: 'LG',
    offersFor: (coupon, now) => {
      const daysBefore = Math.floor((coupon.flight.departureAt.getTime() - now.getTime()) / DAY_MS);
      return bundlesFor(coupon.route).map((bundle) => luggageOffer(coupon.route, bundle, daysBefore));
    },
    cap: (coupon) => (coupon.route.kind === 'international' ? LUGGAGE_CAP.piece : LUGGAGE_CAP.kg),
    freeAllowance: (coupon) => freeAllowance(coupon.route, coupon.cabinClass, coupon.baggageKg),
    stocked: false,
  },
  meal: {
    kind: 'meal',
    orderPrefix: 'ML',
    offersFor: (coupon) =>
      menuFor(coupon.route, coupon.cabinClass, coupon.departureLocalTime).map((meal) => mealOffer(meal, coupon.route)),
    cap: () => MEALS_CAP_PER_COUPON,
    freeAllowance: () => null,
    stocked: true,
  },
};

export const kindOfOrderNo = (orderNo: string): AncillaryKind | undefined =>
  orderNo.startsWith('LG') ? 'luggage' : orderNo.startsWith('ML') ? 'meal' : undefined;

export function saleClosesAt(kind: AncillaryKind, departureAt: Date): Date {
  return new Date(departureAt.getTime() - SALE_CLOSES_HOURS[kind] * 3_600_000);
}

/** Whether a coupon can buy this kind now: the ticket and the flight first, then the passenger, the clock, the menu. */
export function eligibilityOf(rules: KindRules, coupon: AncillaryCoupon, now: Date): AncillaryEligibilityCode {
  if (coupon.flightCanceled) return 'flightCanceled';
  if (!coupon.ticketNo || !isToFly(coupon.status)) return 'couponNotOpen';
  if (coupon.passengerType === 'INF') return 'infant';
  if (now >= saleClosesAt(rules.kind, coupon.flight.departureAt)) return 'saleClosed';
  if (rules.offersFor(coupon, now).length === 0) return 'notOffered';
  return 'ok';
}
