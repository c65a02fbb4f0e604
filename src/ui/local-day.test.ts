import dayjs from 'dayjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDay } from './local-day';

describe('local day of the server time', () => {
  it('is the day dayjs gives (the home page once asked it), for any instant of these centuries', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    const instant = fc.date({
      min: new Date('1990-01-01T00:00:00Z'),
      max: new Date('2199-12-31T23:59:59Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instant, (date) => {
        expect(localDay(date.toISOString())).toBe(dayjs(date.toISOString()).format('YYYY-MM-DD'));
      }),
      { numRuns: 1000 },
    );
  });
});
