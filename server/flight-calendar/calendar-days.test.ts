import { describe, expect, it } from 'vitest';
import { addDays, calendarDays, iataSeason, isoWeekday, localDate, utcOffsetMinutes } from './calendar-days';

describe('calendar days', () => {
  it('takes today in Beijing time, even when it is still yesterday in UTC', () => {
    expect(localDate(new Date('2026-06-01T17:30:00Z'))).toBe('2026-06-02');
    expect(calendarDays(new Date('2026-06-01T17:30:00Z'), 2).map((day) => day.flightDate)).toEqual([
      '2026-06-02',
      '2026-06-03',
      '2026-06-04',
    ]);
  });

  it('switches IATA seasons on the last Sundays of March and October', () => {
    expect(iataSeason('2026-03-28')).toBe('winter');
    expect(iataSeason('2026-03-29')).toBe('summer');
    expect(iataSeason('2026-10-24')).toBe('summer');
    expect(iataSeason('2026-10-25')).toBe('winter');
    expect(iataSeason('2027-01-15')).toBe('winter');
  });

  it('counts weekdays Monday 1 to Sunday 7 and adds days across months', () => {
    expect(isoWeekday('2026-06-01')).toBe(1);
    expect(isoWeekday('2026-06-07')).toBe(7);
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
  });

  it('knows the offsets of the zones the airline flies to', () => {
    const instant = new Date('2026-06-01T00:00:00Z');
    expect(utcOffsetMinutes('Asia/Shanghai', instant)).toBe(480);
    expect(utcOffsetMinutes('Asia/Bangkok', instant)).toBe(420);
    expect(utcOffsetMinutes('Asia/Tokyo', instant)).toBe(540);
  });
});
