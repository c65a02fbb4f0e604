import dayjs from 'dayjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, clampDay, formatDay, monthWeeks, movedDay, sameDayIn, weekdayNames } from './calendar-month';

describe('monthWeeks', () => {
  it('lays March 2026 out Monday first (1 March is a Sunday)', () => {
    const weeks = monthWeeks('2026-03-18');
    expect(weeks[0]).toEqual([undefined, undefined, undefined, undefined, undefined, undefined, '2026-03-01']);
    expect(weeks.at(-1)).toEqual(['2026-03-30', '2026-03-31', undefined, undefined, undefined, undefined, undefined]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });
});

describe('movedDay', () => {
  it.each([
    ['ArrowLeft', '2026-03-10'],
    ['ArrowRight', '2026-03-12'],
    ['ArrowUp', '2026-03-04'],
    ['ArrowDown', '2026-03-18'],
    ['Home', '2026-03-09'],
    ['End', '2026-03-15'],
    ['PageUp', '2026-02-11'],
    ['PageDown', '2026-04-11'],
  ])('%s from Wednesday 11 March gives %s', (key, expected) => {
    expect(movedDay('2026-03-11', key)).toBe(expected);
  });

  it('ignores other keys', () => {
    expect(movedDay('2026-03-11', 'a')).toBeUndefined();
  });
});

describe('day names', () => {
  it('speaks the page language', () => {
    expect(weekdayNames('en')[0]).toBe('M');
    expect(formatDay('2026-03-11', 'zhCn', { month: 'long', day: 'numeric' })).toBe('3月11日');
  });
});

describe('clampDay and sameDayIn', () => {
  it('keeps a day within its bounds, either of which may be missing', () => {
    expect(clampDay('2026-11-26', '2026-11-27', '2026-12-01')).toBe('2026-11-27');
    expect(clampDay('2026-12-05', undefined, '2026-12-01')).toBe('2026-12-01');
    expect(clampDay('2026-11-26')).toBe('2026-11-26');
  });

  it('moves a day to another month, on its last day when the month is shorter', () => {
    expect(sameDayIn('2026-03-31', '2024-02')).toBe('2024-02-29');
    expect(sameDayIn('2026-03-07', '1991-11')).toBe('1991-11-07');
  });
});

describe('addMonths', () => {
  it('moves a day as dayjs did (a shorter month keeps its last day), for any day and count of months', () => {
    const day = fc
      .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.integer({ min: -1500, max: 1500 }), (date, months) => {
        expect(addMonths(date, months)).toBe(dayjs(date).add(months, 'month').format('YYYY-MM-DD'));
      }),
      { numRuns: 2000 },
    );
  });
});
