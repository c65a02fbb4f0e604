import { aliasedTable, and, asc, eq, gt, inArray, or, type SQL } from 'drizzle-orm';
import type { LocalizedText } from '../../../contract/localized-text';
import type { Db } from '../../db/client';
import { checkInProofs, checkInSeats } from '../../db/schema/check-in';
import { aircraftTypes, type SeatLayout } from '../../db/schema/fleet';
import { airports } from '../../db/schema/geography';
import { orderPassengers, orderSegments, orders, tickets } from '../../db/schema/orders';
import { fares, flights } from '../../db/schema/schedule';
import { joinCoupons } from './coupon-join';
import { fareOfFlightClass } from '../../shared/flight-fare';

/** A coupon with what check-in needs of its passenger, segment, order and seat. */
export async function couponsWhere(db: Db, condition: SQL | undefined) {
  return joinCoupons(
    db
      .select({
        couponId: tickets.id,
        orderNo: tickets.orderNo,
        memberId: orders.memberId,
        pnr: orders.pnr,
        passengerId: tickets.passengerId,
        passengerType: orderPassengers.passengerType,
        name: orderPassengers.name,
        lastName: orderPassengers.lastName,
        firstName: orderPassengers.firstName,
        documentNo: orderPassengers.documentNo,
        accompanyingAdultId: orderPassengers.accompanyingAdultId,
        segmentId: tickets.segmentId,
        flightId: tickets.flightId,
        bookingClass: orderSegments.bookingClass,
        cabinClass: orderSegments.cabinClass,
        ticketNo: tickets.ticketNo,
        status: tickets.status,
        seat: checkInSeats.seat,
        sequence: checkInSeats.sequence,
        assistance: checkInSeats.assistance,
        checkedInAt: checkInSeats.checkedInAt,
        baggageKg: fares.baggageKg,
      })
      .from(tickets)
      .$dynamic(),
  )
    .leftJoin(fares, fareOfFlightClass(orderSegments.bookingClass))
    .leftJoin(checkInSeats, eq(checkInSeats.couponId, tickets.id))
    .where(condition)
    .orderBy(asc(tickets.id));
}
export type CouponRow = Awaited<ReturnType<typeof couponsWhere>>[number];

/** How long a lookup's proof lets a member act on another booking's coupons; then they look it up again. */
export const PROOF_TTL_MS = 6 * 3_600_000;

/** Coupons a member may act on: of their own bookings, or proven by a lookup of theirs in the last PROOF_TTL_MS. */
export function reachableBy(db: Db, memberId: string, now: Date): SQL {
  const proven = db
    .select({ couponId: checkInProofs.couponId })
    .from(checkInProofs)
    .where(
      and(eq(checkInProofs.memberId, memberId), gt(checkInProofs.provenAt, new Date(now.getTime() - PROOF_TTL_MS))),
    );
  return or(eq(orders.memberId, memberId), inArray(tickets.id, proven))!;
}

export const bySegments = (segmentIds: number[]) => inArray(tickets.segmentId, segmentIds);
export const byOrder = (orderNo: string) => eq(tickets.orderNo, orderNo);
export const byCoupons = (couponIds: number[]) => inArray(tickets.id, couponIds);
export const departingAfter = (instant: Date) => gt(flights.departureAt, instant);

const originAirport = aliasedTable(airports, 'origin_airport');
const destinationAirport = aliasedTable(airports, 'destination_airport');

export interface FlightFacts {
  id: number;
  flightNo: string;
  flightDate: string;
  departureAt: Date;
  arrivalAt: Date;
  status: string;
  aircraftType: string;
  aircraftName: LocalizedText;
  seatLayout: SeatLayout;
  origin: AirportFacts;
  destination: AirportFacts;
}
export interface AirportFacts {
  code: string;
  cityName: LocalizedText;
  airportName: LocalizedText;
  timezone: string;
}

export async function flightsByIds(db: Db, flightIds: number[]): Promise<Map<number, FlightFacts>> {
  if (flightIds.length === 0) return new Map();
  const airport = (table: typeof originAirport) => ({
    code: table.code,
    cityName: table.cityName,
    airportName: table.airportName,
    timezone: table.timezone,
  });
  const rows = await db
    .select({
      id: flights.id,
      flightNo: flights.flightNo,
      flightDate: flights.flightDate,
      departureAt: flights.departureAt,
      arrivalAt: flights.arrivalAt,
      status: flights.status,
      aircraftType: flights.aircraftType,
      aircraftName: aircraftTypes.name,
      seatLayout: aircraftTypes.seatLayout,
      origin: airport(originAirport),
      destination: airport(destinationAirport),
    })
    .from(flights)
    .innerJoin(aircraftTypes, eq(aircraftTypes.code, flights.aircraftType))
    .innerJoin(originAirport, eq(originAirport.code, flights.origin))
    .innerJoin(destinationAirport, eq(destinationAirport.code, flights.destination))
    .where(inArray(flights.id, flightIds));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Seats taken on a flight, with whose coupon holds them. */
export async function takenSeats(db: Db, flightId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ seat: checkInSeats.seat, couponId: checkInSeats.couponId })
    .from(checkInSeats)
    .where(eq(checkInSeats.flightId, flightId));
  return new Map(rows.flatMap((row) => (row.seat ? [[row.seat, row.couponId] as const] : [])));
}

/** Records the coupons a member's lookup proved (or proves them again, from now on). */
export async function rememberProof(db: Db, memberId: string, couponIds: number[], now: Date): Promise<void> {
  if (couponIds.length === 0) return;
  await db
    .insert(checkInProofs)
    .values([...new Set(couponIds)].map((couponId) => ({ memberId, couponId, provenAt: now })))
    .onConflictDoUpdate({ target: [checkInProofs.memberId, checkInProofs.couponId], set: { provenAt: now } });
}
