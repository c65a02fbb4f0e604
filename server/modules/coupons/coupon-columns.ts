import { sql } from 'drizzle-orm';
import { airports } from '../../db/schema/geography';
import { orderPassengers, orderSegments, tickets } from '../../db/schema/orders';
import { flights } from '../../db/schema/schedule';
import { ticketChangeCoupons } from '../../db/schema/ticket-changes';

/**
 * What a refund and a change both read of a coupon (over the coupon join, with the origin airport joined):
 * who, which flight, what it cost. Each adds its own fare rule beside these.
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
  /** A change of this coupon is live (unpaid or paying). */
  changePending:
    sql<boolean>`exists (select 1 from ${ticketChangeCoupons} where ${ticketChangeCoupons.oldTicketId} = ${tickets.id} and ${ticketChangeCoupons.live})`.mapWith(
      Boolean,
    ),
};
