import { and } from 'drizzle-orm';
import {
  CHECK_IN_REFUSALS,
  type Eligibility,
  type EligibilityCode,
  type ExitRowRefusal,
} from '../../../contract/calls/check-in';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import { translate } from '../../i18n';
import { checkInWindow, describeEligibility, eligibilityCode } from './check-in-window';
import {
  byCoupons,
  bySegments,
  couponsWhere,
  flightsByIds,
  reachableBy,
  type CouponRow,
  type FlightFacts,
} from '../coupons/coupon-queries';
import { isToFly } from '../../../contract/calls/orders';

/** The coupons a request names, the rest of their booking on that flight, and the flight. */
export interface Party {
  asked: CouponRow[];
  /** Every coupon of the same bookings on the same flight: infants and their adults find each other here. */
  booking: CouponRow[];
  flight: FlightFacts;
}

/** Coupons the member may not reach look exactly like coupons that do not exist. */
export async function loadParty(context: CallContext, memberId: string, couponIds: number[]): Promise<Party> {
  const ids = [...new Set(couponIds)];
  const asked = await couponsWhere(
    context.db,
    and(byCoupons(ids), reachableBy(context.db, memberId, context.clock.now())),
  );
  if (asked.length !== ids.length)
    throw new CallError(CHECK_IN_REFUSALS.tripNotFound, 'checkinServer.refusals.tripNotFound');
  const flightIds = new Set(asked.map((coupon) => coupon.flightId));
  if (flightIds.size > 1) throw new CallError(CHECK_IN_REFUSALS.mixedFlights, 'checkinServer.refusals.mixedFlights');
  const booking = await couponsWhere(context.db, bySegments([...new Set(asked.map((coupon) => coupon.segmentId))]));
  const flight = (await flightsByIds(context.db, [...flightIds])).get(asked[0]!.flightId)!;
  return { asked, booking, flight };
}

export function infantsOf(party: Party, adult: CouponRow): CouponRow[] {
  return party.booking.filter(
    (coupon) =>
      coupon.passengerType === 'INF' && coupon.accompanyingAdultId === adult.passengerId && isToFly(coupon.status),
  );
}

export function adultOf(party: Party, infant: CouponRow): CouponRow | undefined {
  return party.booking.find((coupon) => coupon.passengerId === infant.accompanyingAdultId);
}

/** Children, adults with an infant on their lap and passengers who asked for assistance stay out of exit rows. */
export function exitRowRefusal(
  party: Party,
  coupon: CouponRow,
  assistance: ReadonlySet<number>,
): ExitRowRefusal | null {
  if (coupon.passengerType === 'CHD') return 'child';
  if (infantsOf(party, coupon).length > 0) return 'withInfant';
  if (assistance.has(coupon.couponId) || coupon.assistance) return 'assistance';
  return null;
}

export function eligibilityOf(context: CallContext, party: Party, coupon: CouponRow, withAdult = false): Eligibility {
  const window = checkInWindow(party.flight.departureAt, context.config);
  const code: EligibilityCode = eligibilityCode({
    ...coupon,
    flightStatus: party.flight.status,
    window,
    now: context.clock.now(),
    withAdult,
  });
  return describeEligibility(code, window, party.flight.origin.timezone, context.locale, context.config);
}

/** Refuses the request when a coupon cannot be acted on now, saying why in the traveller's language. */
export function assertEligible(context: CallContext, party: Party, coupon: CouponRow, withAdult = false): void {
  const eligibility = eligibilityOf(context, party, coupon, withAdult);
  if (eligibility.code === 'ok') return;
  const message = `${coupon.name}: ${eligibility.message}`;
  throw new CallError(CHECK_IN_REFUSALS.notEligible, 'checkinServer.refusals.notEligible', { message }, 200, {
    couponId: coupon.couponId,
    eligibility,
  });
}

export function exitRowMessage(context: CallContext, reason: ExitRowRefusal): string {
  return translate(context.locale, `checkinServer.exitRow.${reason}`);
}
