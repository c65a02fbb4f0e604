import type { FareCalendarData, FareDay } from '../../../contract/calls/flights';
import type { Db } from '../../db/client';
import { addDays } from '../../flight-calendar/calendar-days';
import { bookingWindow } from './booking-window';
import { flightsAndBuckets } from './flight-inventory-query';

export interface FareCalendarQuery {
  origin: string;
  destination: string;
  firstDate: string;
  lastDate: string;
  seats: number;
}

/** 'YYYY-MM' → its first and last day. */
export function monthRange(month: string): { firstDate: string; lastDate: string } {
  const [year, monthNumber] = month.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year!, monthNumber!, 0)).getUTCDate();
  return { firstDate: `${month}-01`, lastDate: `${month}-${String(lastDay).padStart(2, '0')}` };
}

/** The lowest adult fare the party can book on each day of the range, or why there is none. */
export async function fareCalendar(db: Db, query: FareCalendarQuery, now: Date): Promise<FareCalendarData> {
  const window = bookingWindow(now);
  const firstDate = query.firstDate > window.firstDate ? query.firstDate : window.firstDate;
  const lastDate = query.lastDate < window.lastDate ? query.lastDate : window.lastDate;
  const inventoryQuery = { origin: query.origin, destination: query.destination, firstDate, lastDate, departingAfter: now };
  const { flights: rows, buckets } = firstDate <= lastDate ? await flightsAndBuckets(db, inventoryQuery) : { flights: [], buckets: [] };
  const dateOfFlight = new Map(rows.map((row) => [row.id, row.flightDate]));
  const flightDays = new Set(rows.map((row) => row.flightDate));
  const lowest = new Map<string, number>();
  for (const bucket of buckets) {
    const date = dateOfFlight.get(bucket.flightId)!;
    if (bucket.seatsLeft >= query.seats && !(lowest.get(date)! <= bucket.price)) lowest.set(date, bucket.price);
  }
  const days: FareDay[] = [];
  for (let date = query.firstDate; date <= query.lastDate; date = addDays(date, 1)) {
    const price = lowest.get(date);
    if (date < window.firstDate || date > window.lastDate) days.push({ date, status: 'outsideWindow', lowestPrice: null });
    else if (price !== undefined) days.push({ date, status: 'available', lowestPrice: price });
    else days.push({ date, status: flightDays.has(date) ? 'soldOut' : 'noFlights', lowestPrice: null });
  }
  return { origin: query.origin, destination: query.destination, currency: 'CNY', days };
}
