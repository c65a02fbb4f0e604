import { and, eq, sql } from 'drizzle-orm';
import { isFactOfPassenger, isTicketedNameOf, normalizeDocumentNo } from '../../../contract/booking/passenger-rules';
import {
  CHECK_IN_REFUSALS,
  type CheckInTrip,
  type TicketLookup,
  type TripAirport,
  type TripPassenger,
} from '../../../contract/calls/check-in';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import { orderPassengers, orders, tickets } from '../../db/schema/orders';
import { localDateTime } from '../../../contract/airport-time';
import { guardAttempt, recordAttemptFailure, recordAttemptSuccess, type Attempt } from '../risk/risk-engine';
import { checkInWindow, describeEligibility, eligibilityCode } from './check-in-window';
import {
  bySegments,
  couponsWhere,
  departingAfter,
  flightsByIds,
  rememberProof,
  type AirportFacts,
  type CouponRow,
  type FlightFacts,
} from '../coupons/coupon-queries';
import { disclosedParty } from '../coupons/disclosed-party';
import { disruptionOf } from '../../../contract/flight-disruption';
import { flightOperationFacts } from '../flight-ops/flight-operation-facts';

/** doDetr with a ticket number and its passenger's name or document: the trip of that coupon (the whole booking to its owner). */
export async function tripsByTicket(
  context: CallContext,
  memberId: string,
  lookup: TicketLookup,
): Promise<CheckInTrip[]> {
  return provenTrips(context, memberId, { action: 'tripLookup', subject: lookup.ticketNo }, async () => {
    const coupons = await couponsWhere(context.db, eq(tickets.ticketNo, lookup.ticketNo));
    return coupons.filter((coupon) => isFactOfPassenger(lookup.nameOrDocumentNo, coupon));
  });
}

/** queryDetrName: the upcoming trips of a traveller named on a document (Chinese name or SURNAME/GIVEN). */
export async function tripsByDocumentAndName(
  context: CallContext,
  memberId: string,
  documentNo: string,
  name: string,
): Promise<CheckInTrip[]> {
  const normalized = normalizeDocumentNo(documentNo);
  return provenTrips(context, memberId, { action: 'tripLookup', subject: normalized }, async () => {
    const coupons = await couponsWhere(
      context.db,
      and(eq(orderPassengers.documentNo, normalized), departingAfter(context.clock.now())),
    );
    return coupons.filter((coupon) => isTicketedNameOf(name, coupon));
  });
}

/** doDetr without a ticket number: the member's own ticketed trips that have not left yet. */
export async function memberTrips(context: CallContext, memberId: string): Promise<CheckInTrip[]> {
  const own = await couponsWhere(
    context.db,
    and(eq(orders.memberId, memberId), departingAfter(context.clock.now()), sql`${tickets.ticketNo} is not null`),
  );
  return buildTrips(context, own.length ? await couponsWhere(context.db, bySegments(segmentsOf(own))) : []);
}

const segmentsOf = (coupons: CouponRow[]) => [...new Set(coupons.map((coupon) => coupon.segmentId))];

/**
 * A lookup by a number a stranger could guess: the risk engine counts its misses (a slider after a few), a
 * miss says nothing about which fact was wrong, and a hit proves the passengers found (with an infant on
 * their lap) to this member, who may then act on them and sees no one else of the booking but their own.
 */
async function provenTrips(
  context: CallContext,
  memberId: string,
  attempt: Attempt,
  find: () => Promise<CouponRow[]>,
): Promise<CheckInTrip[]> {
  await guardAttempt(context, attempt);
  const found = await find();
  if (found.length === 0) {
    await recordAttemptFailure(context, attempt);
    throw new CallError(CHECK_IN_REFUSALS.tripNotFound, 'checkinServer.refusals.tripNotFound');
  }
  await recordAttemptSuccess(context, attempt);
  const coupons = disclosedParty(memberId, found, await couponsWhere(context.db, bySegments(segmentsOf(found))));
  await rememberProof(
    context.db,
    memberId,
    coupons.map((coupon) => coupon.couponId),
    context.clock.now(),
  );
  return buildTrips(context, coupons);
}

/** One trip per booked flight, earliest departure first. */
export async function buildTrips(context: CallContext, coupons: CouponRow[]): Promise<CheckInTrip[]> {
  const flightIds = [...new Set(coupons.map((coupon) => coupon.flightId))];
  const flightsById = await flightsByIds(context.db, flightIds);
  // A delay or cancellation shows on the trip as a badge.
  const operations = await flightOperationFacts(context.db, context.clock, flightIds);
  const bySegment = new Map<number, CouponRow[]>();
  for (const coupon of coupons) bySegment.set(coupon.segmentId, [...(bySegment.get(coupon.segmentId) ?? []), coupon]);
  const trips = [...bySegment.values()].map((segmentCoupons) => {
    const flight = flightsById.get(segmentCoupons[0]!.flightId)!;
    const trip = toTrip(context, segmentCoupons, flight);
    trip.flight.disruption = disruptionOf(operations.get(flight.id) ?? null, flight.origin.timezone);
    return trip;
  });
  return trips.sort((a, b) => a.flight.departure.at.localeCompare(b.flight.departure.at));
}

function toTrip(context: CallContext, coupons: CouponRow[], flight: FlightFacts): CheckInTrip {
  const window = checkInWindow(flight.departureAt, context.config);
  const first = coupons[0]!;
  return {
    orderNo: first.orderNo,
    pnr: first.pnr,
    flight: {
      flightId: flight.id,
      flightNo: flight.flightNo,
      flightDate: flight.flightDate,
      departure: tripAirport(flight.origin, flight.departureAt),
      arrival: tripAirport(flight.destination, flight.arrivalAt),
      aircraftType: flight.aircraftType,
      aircraftName: flight.aircraftName,
    },
    checkInOpensAt: window.opensAt.toISOString(),
    checkInClosesAt: window.closesAt.toISOString(),
    passengers: coupons.map((coupon) => tripPassenger(context, coupon, coupons, flight)),
  };
}

export function tripPassenger(
  context: CallContext,
  coupon: CouponRow,
  party: CouponRow[],
  flight: FlightFacts,
): TripPassenger {
  const window = checkInWindow(flight.departureAt, context.config);
  const code = eligibilityCode({ ...coupon, flightStatus: flight.status, window, now: context.clock.now() });
  const adult =
    coupon.accompanyingAdultId === null
      ? undefined
      : party.find((other) => other.passengerId === coupon.accompanyingAdultId);
  return {
    couponId: coupon.couponId,
    ticketNo: coupon.ticketNo,
    passengerType: coupon.passengerType,
    name: coupon.name,
    accompanyingAdultCouponId: adult?.couponId ?? null,
    cabinClass: coupon.cabinClass,
    bookingClass: coupon.bookingClass,
    state: coupon.status,
    seat: coupon.seat,
    eligibility: describeEligibility(code, window, flight.origin.timezone, context.locale, context.config),
  };
}

function tripAirport(airport: AirportFacts, at: Date): TripAirport {
  return {
    airport: airport.code,
    cityName: airport.cityName,
    airportName: airport.airportName,
    ...localDateTime(at, airport.timezone),
    at: at.toISOString(),
    timeZone: airport.timezone,
  };
}
