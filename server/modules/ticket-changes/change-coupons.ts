import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { airports } from '../../db/schema/geography';
import { orderPassengers, orderSegments, tickets } from '../../db/schema/orders';
import { fares, flights } from '../../db/schema/schedule';
import { couponMoneyColumns } from '../coupons/coupon-columns';
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
      ...couponMoneyColumns,
      documentNo: tickets.documentNo,
      baseChangePercent: fares.changeFeePercent,
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
