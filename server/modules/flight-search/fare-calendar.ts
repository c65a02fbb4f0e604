import type { FareCalendarData, FareDay } from '../../../contract/calls/flights';
import type { Db } from '../../db/client';
import { addDays } from '../../flight-calendar/calendar-days';
import { bookingWindow } from './booking-window';
import { lowestFareByDay } from './fare-calendar-query';

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
  const onSale = { origin: query.origin, destination: query.destination, firstDate, lastDate, departingAfter: now };
  const flyingDays = firstDate <= lastDate ? await lowestFareByDay(db, onSale, query.seats) : [];
  // A day missing here has no flight on sale; a day with a null price has flights, none with the seats.
  const lowest = new Map(flyingDays.map((day) => [day.date, day.lowestPrice]));
  const days: FareDay[] = [];
  for (let date = query.firstDate; date <= query.lastDate; date = addDays(date, 1)) {
    const price = lowest.get(date);
    if (date < window.firstDate || date > window.lastDate)
      days.push({ date, status: 'outsideWindow', lowestPrice: null });
    else if (price === undefined) days.push({ date, status: 'noFlights', lowestPrice: null });
    else if (price === null) days.push({ date, status: 'soldOut', lowestPrice: null });
    else days.push({ date, status: 'available', lowestPrice: price });
  }
  return { origin: query.origin, destination: query.destination, currency: 'CNY', days };
}
