import { ANCILLARY_KINDS } from '../../../contract/ancillaries/ancillary-calls';
import type { QueryPassengerNamePayload } from '../../../contract/ancillaries/ancillary-trip-schemas';
import type { QueryValidProductData, ValidProduct } from '../../../contract/calls/valid-products';
import type { CallContext } from '../../calls/call';
import { requireMember } from '../accounts/sessions';
import { checkInWindow, describeEligibility as describeCheckIn, eligibilityCode } from '../check-in/check-in-window';
import type { AncillaryCoupon } from '../ancillaries/ancillary-coupons';
import { saleClosesAt } from '../ancillaries/ancillary-kinds';
import { couponsOfTicketAndName, describeEligibility, tripFlight } from '../ancillaries/ancillary-trips';

/**
 * productPage/queryValidProduct: for each flight of a ticket not yet flown, whether extra luggage, a meal and
 * online check-in can be had now. The trip lookup's rule: the number and the passenger's name together, misses
 * counted in the risk engine under the same action (one budget for guessing tickets, whichever page asks) and
 * answered alike whichever fact was wrong. It only reads: buying or checking in proves the trip again there.
 */
export async function validProducts(
  context: CallContext,
  lookup: QueryPassengerNamePayload,
): Promise<QueryValidProductData> {
  await requireMember(context);
  const coupons = await couponsOfTicketAndName(context, lookup);
  const segments = coupons
    .map((coupon) => ({
      couponId: coupon.couponId,
      flight: tripFlight(coupon),
      cabinClass: coupon.cabinClass,
      products: [
        ...ANCILLARY_KINDS.map((kind) => ancillaryProduct(context, kind, coupon)),
        checkInProduct(context, coupon),
      ],
    }))
    .sort((a, b) => a.flight.departure.at.localeCompare(b.flight.departure.at));
  return { ticketNo: lookup.ticketNo, passengerName: coupons[0]!.name, segments };
}

function ancillaryProduct(
  context: CallContext,
  kind: (typeof ANCILLARY_KINDS)[number],
  coupon: AncillaryCoupon,
): ValidProduct {
  return {
    product: kind,
    ...describeEligibility(context, kind, coupon),
    closesAt: saleClosesAt(kind, coupon.flight.departureAt).toISOString(),
  };
}

function checkInProduct(context: CallContext, coupon: AncillaryCoupon): ValidProduct {
  const window = checkInWindow(coupon.flight.departureAt, context.config);
  // An infant is checked in with their adult, so the infant's own line says so rather than 'ok'.
  const code = eligibilityCode({
    ...coupon,
    flightStatus: coupon.flightCanceled ? 'canceled' : coupon.flight.status,
    window,
    now: context.clock.now(),
  });
  const { message } = describeCheckIn(code, window, coupon.flight.origin.timezone, context.locale, context.config);
  return { product: 'checkIn', code, message, closesAt: window.closesAt.toISOString() };
}
