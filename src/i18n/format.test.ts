import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../contract/locales';
import { formatMoney } from '../../contract/money';
import { formatCalendarDate, formatInstant } from './format';

describe('the one money format', () => {
  it('writes yuan the same way in every language, cents only when there are some', () => {
    for (const locale of LOCALES) {
      expect(formatMoney(1640, locale)).toBe('¥1,640');
      expect(formatMoney(1710.5, locale)).toBe('¥1,710.50');
      expect(formatMoney(30, locale)).toBe('¥30');
    }
  });
});

describe('the one time format', () => {
  // 2026-03-10 02:25 UTC: 10:25 in Beijing, 03:25 in Paris.
  const cutOff = '2026-03-10T02:25:00.000Z';

  it("shows a flight's time in its airport's zone, whatever the browser's", () => {
    expect(formatInstant(cutOff, 'zhCn', { timeZone: 'Asia/Shanghai', parts: 'time' })).toBe('10:25');
    expect(formatInstant(cutOff, 'en', { timeZone: 'Europe/Paris', parts: 'time' })).toBe('03:25');
  });

  it('writes dates and times in the reader’s language, Beijing time by default', () => {
    expect(formatInstant(cutOff, 'zhCn')).toBe('2026/03/10 10:25');
    expect(formatInstant(cutOff, 'en')).toBe('03/10/2026, 10:25');
    expect(formatCalendarDate('2026-03-05', 'zhTw')).toBe('2026/03/05');
  });

  it('writes a date field’s day with the month in words', () => {
    expect(formatCalendarDate('2026-11-26', 'zhCn', 'writtenDate')).toBe('2026年11月26日');
    expect(formatCalendarDate('2026-11-26', 'zhTw', 'writtenDate')).toBe('2026年11月26日');
    expect(formatCalendarDate('2026-11-26', 'en', 'writtenDate')).toBe('Nov 26, 2026');
  });
});
