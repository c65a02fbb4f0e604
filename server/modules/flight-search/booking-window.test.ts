import { describe, expect, it } from 'vitest';
import { localDate } from '../../flight-calendar/calendar-days';
import { bookingWindow } from './booking-window';

describe('the booking window', () => {
  it('starts on the Beijing date the timetable uses, either side of midnight there', () => {
    for (const instant of [
      '2026-06-01T15:59:59Z',
      '2026-06-01T16:00:00Z',
      '2026-12-31T23:30:00Z',
      '2027-03-28T02:00:00Z',
    ]) {
      expect(bookingWindow(new Date(instant)).firstDate).toBe(localDate(new Date(instant)));
    }
  });
});
