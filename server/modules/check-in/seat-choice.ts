import { CHECK_IN_REFUSALS, type SeatRefusalData } from '../../../contract/calls/check-in';
import { CallError } from '../../calls/call-error';
import type { CouponRow } from '../coupons/coupon-queries';
import { exitRowRefusal, type Party } from './party';
import { planSeats, type PlannedSeat } from './seat-plan';
import { seatsSideBySide } from './side-by-side';

/** The seats of the party's flight, and who holds each taken one. */
export interface SeatingFacts {
  plan: Map<string, PlannedSeat>;
  taken: Map<string, number>;
  assistance: ReadonlySet<number>;
}

export function flightPlan(party: Party): Map<string, PlannedSeat> {
  const seats = planSeats(party.flight.seatLayout, `${party.flight.flightNo}/${party.flight.flightDate}`);
  return new Map(seats.map((seat) => [seat.seat, seat]));
}

/**
 * Checks a seat a passenger chose: it must exist in their cabin, be in service, be free of others, be an exit row only
 * for those allowed there, and be free of charge (paid seats are sold at the counter).
 */
export function assertSeatAllowed(
  party: Party,
  facts: SeatingFacts,
  coupon: CouponRow,
  seat: string,
  movingCoupons: ReadonlySet<number>,
): void {
  const planned = facts.plan.get(seat);
  const refuse = (code: string, key: string, data: SeatRefusalData, params: Record<string, string | number> = {}) => {
    throw new CallError(code, `checkinServer.refusals.${key}`, { seat, ...params }, 200, data);
  };
  const base = { couponId: coupon.couponId, seat };
  if (!planned || planned.cabinClass !== coupon.cabinClass) refuse(CHECK_IN_REFUSALS.seatUnknown, 'seatUnknown', base);
  if (planned!.blocked) refuse(CHECK_IN_REFUSALS.seatBlocked, 'seatBlocked', base);
  const holder = facts.taken.get(seat);
  if (holder !== undefined && holder !== coupon.couponId && !movingCoupons.has(holder))
    refuse(CHECK_IN_REFUSALS.seatTaken, 'seatTaken', base);
  const refusal = planned!.exitRow ? exitRowRefusal(party, coupon, facts.assistance) : null;
  if (refusal)
    throw new CallError(CHECK_IN_REFUSALS.exitRowRefused, `checkinServer.exitRow.${refusal}`, {}, 200, {
      ...base,
      reason: refusal,
    });
  if (planned!.price !== undefined && coupon.seat !== seat)
    refuse(
      CHECK_IN_REFUSALS.seatChargeable,
      'seatChargeable',
      { ...base, price: planned!.price },
      { price: planned!.price },
    );
}

/**
 * Seats for passengers who chose none, side by side within their cabin. Automatic seating never picks an
 * exit row (that needs the passenger's own choice), a paid seat, or a seat someone holds or this request takes.
 */
export function assignSideBySide(
  facts: SeatingFacts,
  coupons: CouponRow[],
  reserved: ReadonlySet<string>,
): Map<number, string> {
  const assigned = new Map<number, string>();
  for (const cabinClass of new Set(coupons.map((coupon) => coupon.cabinClass))) {
    const group = coupons.filter((coupon) => coupon.cabinClass === cabinClass);
    const free = [...facts.plan.values()].filter(
      (seat) =>
        seat.cabinClass === cabinClass &&
        !seat.blocked &&
        !seat.exitRow &&
        seat.price === undefined &&
        !facts.taken.has(seat.seat) &&
        !reserved.has(seat.seat),
    );
    const seats = seatsSideBySide(free, group.length);
    if (!seats)
      throw new CallError(CHECK_IN_REFUSALS.cabinFull, 'checkinServer.refusals.cabinFull', {}, 200, { cabinClass });
    group.forEach((coupon, index) => assigned.set(coupon.couponId, seats[index]!.seat));
  }
  return assigned;
}
