import { aliasedTable, asc, eq, inArray } from 'drizzle-orm';
import type { OrderSegment } from '../../../contract/calls/orders';
import { pickLocale } from '../../../contract/localized-text';
import type { Locale } from '../../../contract/locales';
import type { Db } from '../../db/client';
import { aircraftTypes } from '../../db/schema/fleet';
import { airports } from '../../db/schema/geography';
import { orderSegments } from '../../db/schema/orders';
import { flights } from '../../db/schema/schedule';
import { flightOperations } from '../../db/schema/flight-operations';
import { disruptionOf } from '../../../contract/flight-disruption';
import { localDateTime } from '../../../contract/airport-time';

const originAirport = aliasedTable(airports, 'origin_airport');
const destinationAirport = aliasedTable(airports, 'destination_airport');

export type SegmentWithDeparture = OrderSegment & { orderNo: string; departureAt: Date };

/** The flights of some orders with local times and airport names in the reader's language, in travel order. */
export async function segmentsOfOrders(
  db: Db,
  orderNos: readonly string[],
  locale: Locale,
): Promise<Map<string, SegmentWithDeparture[]>> {
  const byOrder = new Map<string, SegmentWithDeparture[]>();
  if (orderNos.length === 0) return byOrder;
  const rows = await db
    .select({
      segment: orderSegments,
      flight: flights,
      origin: originAirport,
      destination: destinationAirport,
      aircraftName: aircraftTypes.name,
      operation: flightOperations,
    })
    .from(orderSegments)
    .innerJoin(flights, eq(flights.id, orderSegments.flightId))
    .innerJoin(aircraftTypes, eq(aircraftTypes.code, flights.aircraftType))
    .innerJoin(originAirport, eq(originAirport.code, flights.origin))
    .innerJoin(destinationAirport, eq(destinationAirport.code, flights.destination))
    // The operation as last recorded (the background job keeps it current): a delay or cancellation shows as a badge.
    .leftJoin(flightOperations, eq(flightOperations.flightId, flights.id))
    .where(inArray(orderSegments.orderNo, [...orderNos]))
    .orderBy(asc(orderSegments.orderNo), asc(orderSegments.segmentIndex));
  for (const { segment, flight, origin, destination, aircraftName, operation } of rows) {
    const end = (airport: typeof origin, instant: Date) => ({
      airport: airport.code,
      cityCode: airport.cityCode,
      cityName: pickLocale(airport.cityName, locale),
      airportName: pickLocale(airport.airportName, locale),
      ...localDateTime(instant, airport.timezone),
    });
    const list = byOrder.get(segment.orderNo) ?? [];
    list.push({
      orderNo: segment.orderNo,
      id: segment.id,
      segmentIndex: segment.segmentIndex,
      flightNo: flight.flightNo,
      flightDate: flight.flightDate,
      departureAt: flight.departureAt,
      departure: end(origin, flight.departureAt),
      arrival: end(destination, flight.arrivalAt),
      cabinClass: segment.cabinClass,
      bookingClass: segment.bookingClass,
      aircraftName: pickLocale(aircraftName, locale),
      disruption: disruptionOf(operation, origin.timezone),
    });
    byOrder.set(segment.orderNo, list);
  }
  return byOrder;
}
