import { BOOKING_WINDOW_DAYS } from '../../../contract/flight-search';
import { addDays, localDate } from '../../flight-calendar/calendar-days';

/** The dates on sale now: from today (Beijing time) through the end of the booking window. */
export function bookingWindow(now: Date): { firstDate: string; lastDate: string } {
  const today = localDate(now);
  return { firstDate: today, lastDate: addDays(today, BOOKING_WINDOW_DAYS) };
}

export function isInBookingWindow(date: string, now: Date): boolean {
  const window = bookingWindow(now);
  return date >= window.firstDate && date <= window.lastDate;
}
