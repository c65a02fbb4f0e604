import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderPassengers, tickets } from '../../db/schema/orders';
import { flights } from '../../db/schema/schedule';

/** Names compare without case or spaces: 'zhang / wei' is ZHANG/WEI. */
export function normalizeName(name: string): string {
  return name.replace(/\s+/g, '').toUpperCase();
}

export interface TravellerCoupon {
  couponId: number;
  ticketNo: string;
  passengerName: string;
  documentType: string;
  documentNo: string;
  flight: typeof flights.$inferSelect;
}

/**
 * The ticketed coupons of one traveller found by ticket number or document number, kept only where the
 * passenger's name as ticketed matches: the number alone (which a stranger could guess) finds nothing.
 */
export async function travellerCoupons(
  db: Db,
  lookup: { ticketNo?: string; documentNo?: string; name: string },
): Promise<TravellerCoupon[]> {
  const found = lookup.ticketNo ? eq(tickets.ticketNo, lookup.ticketNo) : eq(tickets.documentNo, lookup.documentNo!);
  const rows = await db
    .select({
      couponId: tickets.id,
      ticketNo: tickets.ticketNo,
      passengerName: orderPassengers.name,
      documentType: orderPassengers.documentType,
      documentNo: orderPassengers.documentNo,
      flight: flights,
    })
    .from(tickets)
    .innerJoin(orderPassengers, eq(orderPassengers.id, tickets.passengerId))
    .innerJoin(flights, eq(flights.id, tickets.flightId))
    // Refunded and void coupons were never flown on; booked ones are not tickets yet.
    .where(and(found, isNotNull(tickets.ticketNo), inArray(tickets.status, ['open', 'checked_in', 'used'])))
    .orderBy(flights.departureAt);
  const wanted = normalizeName(lookup.name);
  return rows
    .filter((row) => normalizeName(row.passengerName) === wanted)
    .map((row) => ({ ...row, ticketNo: row.ticketNo! }));
}
