import { and, eq, sql } from 'drizzle-orm';
import { isTicketedNameOf } from '../../../contract/booking/passenger-rules';
import {
  ANCILLARY_REFUSALS,
  SALE_CLOSES_HOURS,
  type AncillaryKind,
} from '../../../contract/ancillaries/ancillary-calls';
import type {
  AncillaryEligibility,
  AncillaryTrip,
  AncillaryTripFlight,
  QueryPassengerNamePayload,
  TripsData,
} from '../../../contract/ancillaries/ancillary-trip-schemas';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import { tickets } from '../../db/schema/orders';
import { translate } from '../../i18n';
import { requireMember } from '../accounts/sessions';
import { bySegments, departingAfter, reachableBy, rememberProof } from '../coupons/coupon-queries';
import { disclosedParty } from '../coupons/disclosed-party';
import { localDateTime } from '../../../contract/airport-time';
import { guardAttempt, recordAttemptFailure, recordAttemptSuccess } from '../risk/risk-engine';
import { ancillaryCoupons, type AncillaryCoupon } from './ancillary-coupons';
import { eligibilityOf, KIND_RULES, saleClosesAt } from './ancillary-kinds';

/** My trips: the member's own ticketed coupons not yet flown, and those a lookup of theirs proved lately. */
export async function memberTrips(context: CallContext, kind: AncillaryKind): Promise<TripsData> {
  const { memberId } = await requireMember(context);
  const now = context.clock.now();
  const coupons = await ancillaryCoupons(
    context.db,
    context.clock,
    and(reachableBy(context.db, memberId, now), departingAfter(now), sql`${tickets.ticketNo} is not null`),
  );
  return { kind, trips: toTrips(context, kind, coupons) };
}

/**
 * Another trip by ticket number and its passenger's name, the check-in lookup rule: both facts, never the
 * number alone; misses count in the risk engine and say nothing of which fact was wrong; a hit proves the
 * passenger found (with an infant on their lap) to this member, the same proofs check-in uses, and shows
 * the rest of the booking only to the member who owns it.
 */
export async function tripsByTicket(
  context: CallContext,
  kind: AncillaryKind,
  lookup: QueryPassengerNamePayload,
): Promise<TripsData> {
  const { memberId } = await requireMember(context);
  const now = context.clock.now();
  const found = await couponsOfTicketAndName(context, lookup);
  const booking = await ancillaryCoupons(context.db, context.clock, bySegments([found[0]!.segmentId]));
  const coupons = disclosedParty(memberId, found, booking).filter((coupon) => coupon.ticketNo !== null);
  await rememberProof(
    context.db,
    memberId,
    coupons.map((coupon) => coupon.couponId),
    now,
  );
  return { kind, trips: toTrips(context, kind, coupons) };
}

/**
 * The coupons not yet flown of a ticket number whose passenger bears the name given: the trip lookup's rule,
 * a miss counted in the risk engine under one action and refused alike whichever fact was wrong.
 */
export async function couponsOfTicketAndName(
  context: CallContext,
  lookup: QueryPassengerNamePayload,
): Promise<AncillaryCoupon[]> {
  const attempt = { action: 'tripLookup', subject: lookup.ticketNo } as const;
  await guardAttempt(context, attempt);
  const found = (
    await ancillaryCoupons(
      context.db,
      context.clock,
      and(eq(tickets.ticketNo, lookup.ticketNo), departingAfter(context.clock.now())),
    )
  ).filter((coupon) => isTicketedNameOf(lookup.passengerName, coupon));
  if (found.length === 0) {
    await recordAttemptFailure(context, attempt);
    throw new CallError(ANCILLARY_REFUSALS.tripNotFound, 'ancillaryServer.refusals.tripNotFound');
  }
  await recordAttemptSuccess(context, attempt);
  return found;
}

export function describeEligibility(
  context: CallContext,
  kind: AncillaryKind,
  coupon: AncillaryCoupon,
): AncillaryEligibility {
  const code = eligibilityOf(KIND_RULES[kind], coupon, context.clock.now());
  return {
    code,
    message:
      code === 'ok'
        ? ''
        : translate(context.locale, `ancillaryServer.eligibility.${code}`, { hours: SALE_CLOSES_HOURS[kind] }),
  };
}

export function tripFlight(coupon: AncillaryCoupon): AncillaryTripFlight {
  const { flight } = coupon;
  const airport = (facts: typeof flight.origin, at: Date) => ({
    airport: facts.code,
    cityName: facts.cityName,
    ...localDateTime(at, facts.timezone),
    at: at.toISOString(),
  });
  return {
    flightId: flight.id,
    flightNo: flight.flightNo,
    flightDate: flight.flightDate,
    departure: airport(flight.origin, flight.departureAt),
    arrival: airport(flight.destination, flight.arrivalAt),
    international: coupon.route.kind === 'international',
  };
}

/** One trip per booked flight, earliest departure first. */
function toTrips(context: CallContext, kind: AncillaryKind, coupons: AncillaryCoupon[]): AncillaryTrip[] {
  const bySegment = new Map<number, AncillaryCoupon[]>();
  for (const coupon of coupons) bySegment.set(coupon.segmentId, [...(bySegment.get(coupon.segmentId) ?? []), coupon]);
  const trips = [...bySegment.values()].map((party) => ({
    orderNo: party[0]!.orderNo,
    pnr: party[0]!.pnr,
    flight: tripFlight(party[0]!),
    saleClosesAt: saleClosesAt(kind, party[0]!.flight.departureAt).toISOString(),
    passengers: party.map((coupon) => ({
      couponId: coupon.couponId,
      ticketNo: coupon.ticketNo ?? '',
      name: coupon.name,
      passengerType: coupon.passengerType,
      cabinClass: coupon.cabinClass,
      eligibility: describeEligibility(context, kind, coupon),
    })),
  }));
  return trips.sort((a, b) => a.flight.departure.at.localeCompare(b.flight.departure.at));
}
