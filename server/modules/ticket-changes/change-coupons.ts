import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { airports } from '../../db/schema/geography';
import { orderPassengers, orderSegments, tickets } from '../../db/schema/orders';
import { fares, flights } from '../../db/schema/schedule';
import { ticketChangeCoupons } from '../../db/schema/ticket-changes';
import { joinCoupons } from '../coupons/coupon-join';

/** A coupon with everything its change depends on: who, which flight, what it cost, the fare's change rule. */
export interface ChangeCoupon {
  ticketId: number;
  ticketNo: string | null;
  status: (typeof tickets.$inferSelect)['status'];
  passengerId: number;
  passengerName: string;
  passengerType: (typeof orderPassengers.$inferSelect)['passengerType'];
  accompanyingAdultId: number | null;
  documentNo: string;
  segmentId: number;
  segmentIndex: number;
  flightId: number;
  flightNo: string;
  flightDate: string;
  origin: string;
  destination: string;
  departureAt: Date;
  originTimeZone: string;
  bookingClass: string;
  cabinClass: (typeof orderSegments.$inferSelect)['cabinClass'];
  fare: number;
  airportFee: number;
  fuelSurcharge: number;
  points: number;
  /** The fare class's change percent (fares.changeFeePercent), as the cabin guide shows it. */
  baseChangePercent: number;
  /** Another change of this coupon is live (unpaid or paying). */
  changePending: boolean;
}

export async function loadChangeCoupons(db: Db, orderNo: string): Promise<ChangeCoupon[]> {
  const query = db
    .select({
      ticketId: tickets.id,
      ticketNo: tickets.ticketNo,
      status: tickets.status,
      passengerId: orderPassengers.id,
      passengerName: orderPassengers.name,
      passengerType: orderPassengers.passengerType,
      accompanyingAdultId: orderPassengers.accompanyingAdultId,
      documentNo: tickets.documentNo,
      segmentId: orderSegments.id,
      segmentIndex: orderSegments.segmentIndex,
      flightId: flights.id,
      flightNo: flights.flightNo,
      flightDate: flights.flightDate,
      origin: flights.origin,
      destination: flights.destination,
      departureAt: flights.departureAt,
      originTimeZone: airports.timezone,
      bookingClass: orderSegments.bookingClass,
      cabinClass: orderSegments.cabinClass,
      fare: tickets.fare,
      airportFee: tickets.airportFee,
      fuelSurcharge: tickets.fuelSurcharge,
      points: tickets.points,
      baseChangePercent: fares.changeFeePercent,
      changePending:
        sql<boolean>`exists (select 1 from ${ticketChangeCoupons} where ${ticketChangeCoupons.oldTicketId} = ${tickets.id} and ${ticketChangeCoupons.live})`.mapWith(
          Boolean,
        ),
    })
    .from(tickets)
    .$dynamic();
  return joinCoupons(query)
    .innerJoin(airports, eq(airports.code, flights.origin))
    .innerJoin(
      fares,
      and(
        eq(fares.routeCode, flights.routeCode),
        eq(fares.season, flights.season),
        eq(fares.bookingClass, orderSegments.bookingClass),
      ),
    )
    .where(eq(tickets.orderNo, orderNo))
    .orderBy(asc(orderSegments.segmentIndex), asc(orderPassengers.id), asc(tickets.id));
}
