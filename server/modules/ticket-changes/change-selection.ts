import {
  CHANGE_REFUSALS,
  type ChangeCouponQuote,
  type ChangeRefusalReason,
} from '../../../contract/calls/ticket-changes';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { issuedMemberOrder, type OrderRow } from '../refunds/order-coupons';
import { loadChangeCoupons, type ChangeCoupon } from './change-coupons';
import type { ChangePolicy } from './change-policy';
import { chooseTargetClass, loadTargetClasses, type TargetFlight } from './target-flight';

export interface ChangeRequest {
  orderNo: string;
  ticketIds: number[];
  flightNo: string;
  flightDate: string;
  bookingClass?: string;
}

export interface ChangeSelection {
  order: OrderRow;
  target: TargetFlight;
  selected: { coupon: ChangeCoupon; quote: ChangeCouponQuote }[];
}

const REASON_BY_STATUS: Record<ChangeCoupon['status'], ChangeRefusalReason | null> = {
  open: null,
  checked_in: null,
  booked: 'notTicketed',
  void: 'notTicketed',
  used: 'used',
  refunded: 'refunded',
  exchanged: 'exchanged',
};
const PRICE_KEY = { ADT: 'adult', CHD: 'child', INF: 'infant' } as const;

function refusalOf(coupon: ChangeCoupon, policy: ChangePolicy, now: Date): ChangeRefusalReason | null {
  return REASON_BY_STATUS[coupon.status] ?? (coupon.changePending ? 'changePending' : policy.refuseCoupon(coupon, now));
}

/**
 * The chosen coupons of one segment of the member's order, the flight they move to, and what each move costs
 * under `policy`. Refuses someone else's order, an order not ticketed, an award order, unknown coupons or
 * coupons of two segments, a coupon that cannot change, an infant parted from its adult, a flight the policy
 * does not allow, and a flight without the seats.
 */
export async function selectChange(
  db: Db,
  memberId: string,
  request: ChangeRequest,
  policy: ChangePolicy,
  now: Date,
): Promise<ChangeSelection> {
  const order = await issuedMemberOrder(db, request.orderNo, memberId, 'change', CHANGE_REFUSALS);
  // An award ticket's fare is points from the ledger; it is refunded whole, not changed.
  if (order.kind === 'points') throw new CallError(CHANGE_REFUSALS.pointsOrder, 'change.errors.pointsOrder');
  const coupons = await loadChangeCoupons(db, order.orderNo);
  const chosen = coupons.filter((coupon) => request.ticketIds.includes(coupon.ticketId));
  if (chosen.length !== request.ticketIds.length)
    throw new CallError(CHANGE_REFUSALS.unknownCoupon, 'change.errors.unknownCoupon');
  if (new Set(chosen.map((coupon) => coupon.segmentId)).size > 1)
    throw new CallError(CHANGE_REFUSALS.oneSegment, 'change.errors.oneSegment');
  for (const coupon of chosen) {
    const reason = refusalOf(coupon, policy, now);
    if (reason)
      throw new CallError(CHANGE_REFUSALS.notChangeable, `change.errors.reason.${reason}`, {
        passenger: coupon.passengerName,
        flightNo: coupon.flightNo,
      });
  }
  assertInfantsWithAdults(coupons, chosen);
  const first = chosen[0]!;
  const seated = chosen.filter((coupon) => coupon.passengerType !== 'INF').length;
  const targets = await loadTargetClasses(
    db,
    {
      flightNo: request.flightNo,
      flightDate: request.flightDate,
      classes: request.bookingClass ? { bookingClass: request.bookingClass } : { cabinClass: first.cabinClass },
    },
    now,
  );
  const target = chooseTargetClass(targets, first.bookingClass, seated);
  const flightRefusal = target ? policy.refuseFlight(first, target) : 'notForSale';
  if (flightRefusal)
    throw new CallError(CHANGE_REFUSALS.flightNotAllowed, `change.errors.flight.${flightRefusal}`, {
      flightNo: request.flightNo,
      flightDate: request.flightDate,
    });
  if (target!.seatsLeft < seated)
    throw new CallError(CHANGE_REFUSALS.noSeats, 'change.errors.noSeats', { flightNo: request.flightNo }, 200, {
      seatsLeft: target!.seatsLeft,
    });
  return {
    order,
    target: target!,
    selected: chosen.map((coupon) => ({ coupon, quote: quoteCoupon(coupon, target!, policy, now) })),
  };
}

/** An infant on a lap moves with its adult and only with them. */
function assertInfantsWithAdults(coupons: readonly ChangeCoupon[], chosen: readonly ChangeCoupon[]): void {
  const lapOf = (infant: ChangeCoupon) =>
    coupons.find(
      (adult) =>
        adult.passengerId === infant.accompanyingAdultId &&
        adult.segmentId === infant.segmentId &&
        adult.status !== 'exchanged',
    );
  const infants = coupons.filter(
    (coupon) => coupon.passengerType === 'INF' && (coupon.status === 'open' || coupon.status === 'checked_in'),
  );
  const parted = infants.find((infant) => {
    const adult = lapOf(infant);
    return adult !== undefined && chosen.includes(adult) !== chosen.includes(infant);
  });
  if (parted)
    throw new CallError(CHANGE_REFUSALS.infantWithAdult, 'change.errors.infantWithAdult', {
      passenger: parted.passengerName,
    });
}

function quoteCoupon(coupon: ChangeCoupon, target: TargetFlight, policy: ChangePolicy, now: Date): ChangeCouponQuote {
  const newPrice = target.prices[PRICE_KEY[coupon.passengerType]];
  const charge = policy.charge(coupon, newPrice, now);
  return {
    ticketId: coupon.ticketId,
    ticketNo: coupon.ticketNo,
    passengerName: coupon.passengerName,
    passengerType: coupon.passengerType,
    fromFlightNo: coupon.flightNo,
    fromFlightDate: coupon.flightDate,
    fromBookingClass: coupon.bookingClass,
    fare: coupon.fare,
    newFare: newPrice.fare,
    ...charge,
    amount: charge.fee + charge.fareDifference + charge.taxDifference,
  };
}
