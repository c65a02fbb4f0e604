import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/call-paths';
import type { FareCalendarData } from '../../../contract/calls/flights';
import { fares, flightBuckets, flights } from '../../db/schema/schedule';
import { jsonReplyIn } from '../../testing/test-app';
import { SLOW_SEED_TIMEOUT_MS, suiteApp } from '../../testing/suite-app';

describe('fare calendar (/proxy/hbhk-fare/v1/calendar/query)', () => {
  const testApp = suiteApp({}, { setupTimeoutMs: SLOW_SEED_TIMEOUT_MS });

  const query = (payload: Record<string, unknown>, language = 'zh-CN') =>
    jsonReplyIn<FareCalendarData>(testApp.app, CALLS.fareCalendar, payload, language);
  const dayOf = (reply: { data: FareCalendarData }, date: string) => reply.data.days.find((day) => day.date === date)!;
  const lowestSummerFare = async (routeCode: string) =>
    Math.min(
      ...(
        await testApp.database.db
          .select({ price: fares.price })
          .from(fares)
          .where(and(eq(fares.routeCode, routeCode), eq(fares.season, 'summer')))
      ).map((row) => row.price),
    );

  it('gives every day of a month, the lowest fare on flying days and "no flights" on the others', async () => {
    // NS3119 to Xi'an flies Monday, Wednesday, Friday and Sunday; 1 June 2026 is a Monday, its flight left at 08:40.
    const reply = await query({ origin: 'SJW', destination: 'XIY', month: '2026-06' });
    expect(reply.code).toBe('success');
    expect(reply.data.days).toHaveLength(30);
    expect(dayOf(reply, '2026-06-01')).toEqual({ date: '2026-06-01', status: 'noFlights', lowestPrice: null });
    expect(dayOf(reply, '2026-06-02')).toEqual({ date: '2026-06-02', status: 'noFlights', lowestPrice: null });
    expect(dayOf(reply, '2026-06-03')).toEqual({
      date: '2026-06-03',
      status: 'available',
      lowestPrice: await lowestSummerFare('SJW-XIY'),
    });
    expect(reply.data.days.filter((day) => day.status === 'available')).toHaveLength(16);
  });

  it('marks days before today and after the booking window as outside it', async () => {
    const reply = await query({ origin: 'SJW', destination: 'CAN', startDate: '2026-05-30', endDate: '2026-06-02' });
    // Today's only flight to Guangzhou left at 07:30, so nothing flies any more today.
    expect(reply.data.days.map((day) => day.status)).toEqual([
      'outsideWindow',
      'outsideWindow',
      'noFlights',
      'available',
    ]);
    const august = await query({ origin: 'SJW', destination: 'CAN', month: '2026-08' });
    expect(dayOf(august, '2026-08-30').status).toBe('available');
    expect(dayOf(august, '2026-08-31').status).toBe('outsideWindow');
  });

  it('tells a sold-out day from a day without flights, and asks for seats for the whole party', async () => {
    const dayFlights = await testApp.database.db
      .select({ id: flights.id })
      .from(flights)
      .where(and(eq(flights.flightNo, 'NS3101'), eq(flights.flightDate, '2026-06-10')));
    const ids = dayFlights.map((flight) => flight.id);
    await testApp.database.db.update(flightBuckets).set({ available: 0 }).where(inArray(flightBuckets.flightId, ids));
    await testApp.database.db
      .update(flightBuckets)
      .set({ available: 2 })
      .where(and(inArray(flightBuckets.flightId, ids), eq(flightBuckets.bookingClass, 'Y')));
    const range = { origin: 'SJW', destination: 'CAN', startDate: '2026-06-10', endDate: '2026-06-10' };
    expect(dayOf(await query(range), '2026-06-10').status).toBe('available');
    expect(dayOf(await query({ ...range, seats: 3 }), '2026-06-10')).toEqual({
      date: '2026-06-10',
      status: 'soldOut',
      lowestPrice: null,
    });
  });

  it.each([
    ['zh-CN', '请给出月份，或不超过 62 天的开始和结束日期'],
    ['zh-TW', '請提供月份，或不超過 62 天的開始和結束日期'],
    ['en', 'Give a month, or a start and end date at most 62 days apart'],
  ])('refuses a query without a month or range, or too long a range, with RR0001 in %s', async (language, message) => {
    expect(await query({ origin: 'SJW', destination: 'CAN' }, language)).toMatchObject({ rCode: 'RR0001', message });
    expect(
      await query({ origin: 'SJW', destination: 'CAN', startDate: '2026-06-01', endDate: '2026-09-01' }, language),
    ).toMatchObject({ rCode: 'RR0001', message });
  });

  it('refuses a malformed month', async () => {
    expect(await query({ origin: 'SJW', destination: 'CAN', month: '2026-13' }, 'en')).toMatchObject({
      rCode: 'RR0001',
      message: 'The month must be written YYYY-MM',
    });
  });
});
