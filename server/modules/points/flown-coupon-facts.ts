import { aliasedTable, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { airports } from '../../db/schema/geography';
import { orderPassengers, orderSegments, orders, tickets } from '../../db/schema/orders';
import { pointsAccrualRates, pointsFlightAccruals } from '../../db/schema/points';
import { flights } from '../../db/schema/schedule';
import { joinCoupons } from '../coupons/coupon-join';

const originAirport = aliasedTable(airports, 'origin_airport');
const destinationAirport = aliasedTable(airports, 'destination_airport');

/** What earning on a coupon needs: who flew, which flight in which class, the airports' positions, the class's rate, whether it earned already. */
export async function couponFacts(db: Db, where: SQL) {
  return joinCoupons(
    db
      .select({
        ticketId: tickets.id,
        ticketNo: tickets.ticketNo,
        status: tickets.status,
        orderMemberId: orders.memberId,
        passengerName: orderPassengers.name,
        documentNo: orderPassengers.documentNo,
        flightNo: flights.flightNo,
        flightDate: flights.flightDate,
        departureAt: flights.departureAt,
        origin: flights.origin,
        destination: flights.destination,
        bookingClass: orderSegments.bookingClass,
        cabinClass: orderSegments.cabinClass,
        from: { latitude: originAirport.latitude, longitude: originAirport.longitude },
        to: { latitude: destinationAirport.latitude, longitude: destinationAirport.longitude },
        ratePercent: pointsAccrualRates.ratePercent,
        /** Set when the coupon has earned already (for whom). */
        creditedTo: pointsFlightAccruals.memberId,
      })
      .from(tickets)
      .$dynamic(),
  )
    .innerJoin(originAirport, eq(originAirport.code, flights.origin))
    .innerJoin(destinationAirport, eq(destinationAirport.code, flights.destination))
    .leftJoin(pointsAccrualRates, eq(pointsAccrualRates.bookingClass, orderSegments.bookingClass))
    .leftJoin(pointsFlightAccruals, eq(pointsFlightAccruals.ticketId, tickets.id))
    .where(where);
}

export type CouponFacts = Awaited<ReturnType<typeof couponFacts>>[number];
