import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../contract/locales';
import { formatMoney } from '../../contract/money';
import type { Locale } from '../../contract/locales';
import { foreignDates } from '../../tests/support/written-dates';
import i18next from 'i18next';
import { addSiteFormats, formatCalendarDate, formatInstant, formatLocalDateTime, formatReplyDate } from './format';

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
    expect(formatInstant(cutOff, 'zhCn', { timeZone: 'Asia/Shanghai', kind: 'time' })).toBe('10:25');
    expect(formatInstant(cutOff, 'en', { timeZone: 'Europe/Paris', kind: 'time' })).toBe('03:25');
    expect(formatInstant('2026-03-10T23:05:00Z', 'zhCn', { timeZone: 'Asia/Shanghai' })).toBe('2026年3月11日 07:05');
  });

  it('writes each kind of date one way per language, Beijing time by default', () => {
    const written = (locale: Locale) => ({
      day: formatCalendarDate('2026-12-07', locale),
      dayWithWeekday: formatCalendarDate('2026-12-07', locale, 'dayWithWeekday'),
      monthDay: formatCalendarDate('2026-12-07', locale, 'monthDay'),
      month: formatCalendarDate('2026-12-01', locale, 'month'),
      time: formatInstant('2026-12-07T10:16:05Z', locale, { kind: 'time' }),
      timeWithSeconds: formatInstant('2026-12-07T10:16:05Z', locale, { kind: 'timeWithSeconds' }),
      dateTime: formatInstant('2026-12-07T10:16:05Z', locale),
      flightDateTime: formatLocalDateTime('2026-12-07', '18:16', locale),
    });
    expect(written('zhCn')).toEqual({
      day: '2026年12月7日',
      dayWithWeekday: '2026年12月7日周一',
      monthDay: '12月7日',
      month: '2026年12月',
      time: '18:16',
      timeWithSeconds: '18:16:05',
      dateTime: '2026年12月7日 18:16',
      flightDateTime: '2026年12月7日 18:16',
    });
    expect(written('zhTw')).toMatchObject({ dayWithWeekday: '2026年12月7日週一', dateTime: '2026年12月7日 18:16' });
    expect(written('en')).toEqual({
      day: 'Dec 7, 2026',
      dayWithWeekday: 'Mon, Dec 7, 2026',
      monthDay: 'Dec 7',
      month: 'December 2026',
      time: '18:16',
      timeWithSeconds: '18:16:05',
      dateTime: 'Dec 7, 2026, 18:16',
      flightDateTime: 'Dec 7, 2026, 18:16',
    });
  });

  it("writes the spec replies' days and wall-clock times as the matching kind", () => {
    expect(formatReplyDate('2026-12-07', 'en')).toBe('Dec 7, 2026');
    expect(formatReplyDate('2026-12-07 18:16:05', 'zhCn')).toBe('2026年12月7日 18:16');
    expect(formatReplyDate('2026-12-07T10:16:00.000Z', 'zhTw')).toBe('2026年12月7日 18:16');
    expect(formatReplyDate('', 'en')).toBe('');
  });

  it('passes its own check, for every kind and language', () => {
    for (const locale of LOCALES) {
      const kinds = ['day', 'dayWithWeekday', 'monthDay', 'weekday', 'month'] as const;
      const text = [
        ...kinds.map((kind) => formatCalendarDate('2026-11-27', locale, kind)),
        formatInstant(cutOff, locale),
        formatInstant(cutOff, locale, { kind: 'timeWithSeconds' }),
      ].join(' · ');
      expect(foreignDates(text, locale)).toEqual([]);
    }
  });
});

describe('the check browser tests read every page with', () => {
  it('finds the ways dates used to be written', () => {
    expect(foreignDates('航班 GS7501 2026-12-07', 'zhCn')).toEqual(['2026-12-07']);
    expect(foreignDates('提交于 2026/11/27 18:16', 'zhCn')).toEqual(['2026/11/27']);
    expect(foreignDates('Placed 11/27/2026, 18:16', 'en')).toEqual(['11/27/2026']);
    expect(foreignDates('出发 12/7 周一', 'zhCn')).toEqual(['12/7']);
    expect(foreignDates('Departs 6:16 PM', 'en')).toEqual(['6:16 PM', '6:16']);
    expect(foreignDates('Monday, December 7', 'en')).toEqual(['December 7', 'Monday']);
    expect(foreignDates('7 Dec 2026', 'en')).toEqual(['7 Dec']);
    expect(foreignDates('2026年11月27日', 'en')).toEqual(['2026年', '11月27日']);
    expect(foreignDates('12月7日 星期一', 'zhCn')).toEqual(['星期一']);
    expect(foreignDates('12月7日週一', 'zhCn')).toEqual(['週一']);
    expect(foreignDates('12月7日周一', 'zhTw')).toEqual(['周一']);
  });

  it('leaves numbers that are not dates alone', () => {
    expect(foreignDates('客服热线 0311-96699 · 订单 2611271816 · 票号 880-2345678901 · ¥1,640', 'zhCn')).toEqual([]);
    expect(foreignDates('Flight GS7501 · 2h 05m · seat 12A · 18:16–21:05', 'en')).toEqual([]);
  });

  it('reads a date strip cell (day above weekday) and May, its own short form, as written the one way', () => {
    expect(foreignDates('11月27日\n\n周五', 'zhCn')).toEqual([]);
    expect(foreignDates('Posted May 12, 2026', 'en')).toEqual([]);
  });
});

describe("the catalogues' formats", () => {
  it('write `{{date, day}}` as the reader writes days', async () => {
    const instance = i18next.createInstance();
    await instance.init({
      lng: 'en',
      resources: {
        en: { translation: { line: 'on {{date, day}}' } },
        zhTw: { translation: { line: '{{date, day}}' } },
      },
    });
    addSiteFormats(instance);
    expect(instance.t('line', { date: '2026-12-07' })).toBe('on Dec 7, 2026');
    expect(instance.t('line', { date: '2026-12-07', lng: 'zhTw' })).toBe('2026年12月7日');
  });
});
