import { eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { airports } from '../../db/schema/geography';
import { orderPassengers, orderSegments, tickets } from '../../db/schema/orders';
import { fares, flights } from '../../db/schema/schedule';
import { ticketChangeCoupons } from '../../db/schema/ticket-changes';
import { joinCoupons } from './coupon-join';
import { fareOfFlightClass } from '../../shared/flight-fare';
import { flightLegColumns, type FlightDeparture } from '../../shared/flight-leg';

/** What a refund and a change both know of a coupon: who, which flight, what it cost. */
export interface CouponMoney extends FlightDeparture {
  ticketId: number;
  ticketNo: string | null;
  status: (typeof tickets.$inferSelect)['status'];
  passengerId: number;
  passengerName: string;
  passengerType: (typeof orderPassengers.$inferSelect)['passengerType'];
  accompanyingAdultId: number | null;
  segmentId: number;
  segmentIndex: number;
  bookingClass: string;
  cabinClass: (typeof orderSegments.$inferSelect)['cabinClass'];
  fare: number;
  airportFee: number;
  fuelSurcharge: number;
  points: number;
  /** A change of this coupon is live (unpaid or paying): it cannot be refunded or changed again meanwhile. */
  changePending: boolean;
}

/**
 * The columns of CouponMoney over `joinCouponMoney`. A refund and a change each add their own fare rule
 * (`fares.refundFeePercent`, `fares.changeFeePercent`) beside these.
 */
export const couponMoneyColumns = {
  ticketId: tickets.id,
  ticketNo: tickets.ticketNo,
  status: tickets.status,
  passengerId: orderPassengers.id,
  passengerName: orderPassengers.name,
  passengerType: orderPassengers.passengerType,
  accompanyingAdultId: orderPassengers.accompanyingAdultId,
  segmentId: orderSegments.id,
  segmentIndex: orderSegments.segmentIndex,
  flightId: flights.id,
  ...flightLegColumns,
  departureAt: flights.departureAt,
  originTimeZone: airports.timezone,
  bookingClass: orderSegments.bookingClass,
  cabinClass: orderSegments.cabinClass,
  fare: tickets.fare,
  airportFee: tickets.airportFee,
  fuelSurcharge: tickets.fuelSurcharge,
  points: tickets.points,
  /** A change of this coupon is live (unpaid or paying). */
  changePending:
    sql<boolean>`exists (select 1 from ${ticketChangeCoupons} where ${ticketChangeCoupons.oldTicketId} = ${tickets.id} and ${ticketChangeCoupons.live})`.mapWith(
      Boolean,
    ),
};

/** The coupon join with the origin airport (its time zone) and the fare of the coupon's class on its flight. */
export function joinCouponMoney<Query extends PgSelect>(fromTickets: Query) {
  return joinCoupons(fromTickets)
    .innerJoin(airports, eq(airports.code, flights.origin))
    .innerJoin(fares, fareOfFlightClass(orderSegments.bookingClass));
}
