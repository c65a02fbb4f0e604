import { BOOKING_WINDOW_DAYS } from '../../../contract/first-load/flight-search-rules';
import { addDays } from '../../flight-calendar/calendar-days';

const BEIJING_OFFSET_MS = 8 * 3_600_000;

/**
 * Today in Beijing time. China has kept UTC+8 without daylight saving since 1991, so a fixed offset gives
 * calendar-days' localDate(now) without building an Intl formatter on every search.
 */
function beijingToday(now: Date): string {
  return new Date(now.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 10);
}

/** The dates on sale now: from today (Beijing time) through the end of the booking window. */
export function bookingWindow(now: Date): { firstDate: string; lastDate: string } {
  const today = beijingToday(now);
  return { firstDate: today, lastDate: addDays(today, BOOKING_WINDOW_DAYS) };
}

export function isInBookingWindow(date: string, now: Date): boolean {
  const window = bookingWindow(now);
  return date >= window.firstDate && date <= window.lastDate;
}
