import { and, asc, eq, inArray } from 'drizzle-orm';
import type { IssuedTicket } from '../../../contract/calls/payments';
import type { Db } from '../../db/client';
import { flightSchedules, flights } from '../../db/schema/schedule';
import { orderPassengers, orderSegments, tickets } from '../../db/schema/orders';
import { flightLegColumns } from '../../shared/flight-leg';

/** The flights of some orders, in travel order, with local departure and arrival times. */
export async function segmentsOf(db: Db, orderNos: string[]) {
  if (orderNos.length === 0) return new Map<string, SegmentSummary[]>();
  const rows = await db
    .select({
      orderNo: orderSegments.orderNo,
      ...flightLegColumns,
      departureTime: flightSchedules.departureTime,
      arrivalTime: flightSchedules.arrivalTime,
    })
    .from(orderSegments)
    .innerJoin(flights, eq(flights.id, orderSegments.flightId))
    .innerJoin(flightSchedules, eq(flightSchedules.flightNo, flights.flightNo))
    .where(inArray(orderSegments.orderNo, orderNos))
    .orderBy(asc(orderSegments.orderNo), asc(orderSegments.segmentIndex));
  const byOrder = new Map<string, SegmentSummary[]>();
  for (const { orderNo, ...segment } of rows) byOrder.set(orderNo, [...(byOrder.get(orderNo) ?? []), segment]);
  return byOrder;
}
export type SegmentSummary = {
  flightNo: string;
  flightDate: string;
  origin: string;
  destination: string;
  departureTime: string;
  arrivalTime: string;
};

export async function passengerNamesOf(db: Db, orderNo: string): Promise<string[]> {
  const rows = await db
    .select({ name: orderPassengers.name })
    .from(orderPassengers)
    .where(eq(orderPassengers.orderNo, orderNo))
    .orderBy(asc(orderPassengers.id));
  return rows.map((row) => row.name);
}

/** The e-tickets an order has been issued (empty until it is ticketed). */
export async function issuedTicketsOf(db: Db, orderNo: string): Promise<IssuedTicket[]> {
  const rows = await db
    .select({ passengerName: orderPassengers.name, flightNo: flights.flightNo, ticketNo: tickets.ticketNo })
    .from(tickets)
    .innerJoin(orderPassengers, eq(orderPassengers.id, tickets.passengerId))
    .innerJoin(flights, eq(flights.id, tickets.flightId))
    .where(and(eq(tickets.orderNo, orderNo), inArray(tickets.status, ['open', 'checked_in', 'used'])))
    .orderBy(asc(tickets.id));
  return rows.filter((row): row is IssuedTicket => row.ticketNo !== null);
}
