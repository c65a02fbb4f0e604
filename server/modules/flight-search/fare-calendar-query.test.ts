import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { fares, flightBuckets, flightCabins, flights, routes } from '../../db/schema/schedule';
import { addDays } from '../../flight-calendar/calendar-days';
import { TEST_NOW } from '../../testing/test-app';
import { SLOW_SEED_TIMEOUT_MS, suiteApp } from '../../testing/suite-app';
import { fareCalendar } from './fare-calendar';
import { lowestFareByDay } from './fare-calendar-query';
import { flightsAndBuckets } from './flight-inventory-query';

// TEST_NOW is 10:00 in Beijing on Monday 1 June 2026.
const TODAY = TEST_NOW.slice(0, 10);
const beijingTime = (date: string, time: string) => new Date(`${date}T${time}:00+08:00`);

describe('the fare calendar counts what the flight list would sell', () => {
  const testApp = suiteApp({}, { setupTimeoutMs: SLOW_SEED_TIMEOUT_MS });
  let db: Db;
  beforeAll(() => {
    db = testApp.database.db;
  });

  const flightId = async (flightNo: string, date: string) =>
    (
      await db
        .select({ id: flights.id })
        .from(flights)
        .where(and(eq(flights.flightNo, flightNo), eq(flights.flightDate, date)))
    )[0]!.id;
  const setBuckets = async (flightNo: string, date: string, seats: Record<string, number>) => {
    const id = await flightId(flightNo, date);
    for (const [bookingClass, available] of Object.entries(seats)) {
      await db
        .update(flightBuckets)
        .set({ available })
        .where(and(eq(flightBuckets.flightId, id), eq(flightBuckets.bookingClass, bookingClass)));
    }
  };
  const summerFare = async (routeCode: string, bookingClass: string) =>
    (
      await db
        .select({ price: fares.price })
        .from(fares)
        .where(and(eq(fares.routeCode, routeCode), eq(fares.season, 'summer'), eq(fares.bookingClass, bookingClass)))
    )[0]!.price;
  const calendarDay = async (origin: string, destination: string, date: string, seats = 1, now = new Date(TEST_NOW)) =>
    (await fareCalendar(db, { origin, destination, firstDate: date, lastDate: date, seats }, now)).days[0];

  it('skips sold-out buckets: the lowest fare is the cheapest bucket with a seat left', async () => {
    await setBuckets('NS3109', '2026-06-05', { L: 0, K: 4 });
    expect(await calendarDay('SJW', 'CTU', '2026-06-05')).toEqual({
      date: '2026-06-05',
      status: 'available',
      lowestPrice: await summerFare('SJW-CTU', 'K'),
    });
  });

  it('asks the cheapest bucket for the whole party, passing to a dearer one when it has too few seats', async () => {
    await setBuckets('NS3109', '2026-06-06', { L: 2, K: 9 });
    expect((await calendarDay('SJW', 'CTU', '2026-06-06', 2))?.lowestPrice).toBe(await summerFare('SJW-CTU', 'L'));
    expect((await calendarDay('SJW', 'CTU', '2026-06-06', 3))?.lowestPrice).toBe(await summerFare('SJW-CTU', 'K'));
  });

  it("caps a bucket's seats by what its cabin has left", async () => {
    await setBuckets('NS3109', '2026-06-07', { L: 6, D: 4 });
    await db
      .update(flightCabins)
      .set({ available: 1 })
      .where(and(eq(flightCabins.flightId, await flightId('NS3109', '2026-06-07')), eq(flightCabins.cabinClass, 'Y')));
    expect((await calendarDay('SJW', 'CTU', '2026-06-07', 1))?.lowestPrice).toBe(await summerFare('SJW-CTU', 'L'));
    // Economy as a whole has one seat, so two travellers find business class only.
    expect((await calendarDay('SJW', 'CTU', '2026-06-07', 2))?.lowestPrice).toBe(await summerFare('SJW-CTU', 'D'));
  });

  it("does not sell a bucket whose route has no fare for it in the flight's season", async () => {
    await db
      .delete(fares)
      .where(and(eq(fares.routeCode, 'SJW-SZX'), eq(fares.season, 'summer'), eq(fares.bookingClass, 'L')));
    expect((await calendarDay('SJW', 'SZX', '2026-06-10'))?.lowestPrice).toBe(await summerFare('SJW-SZX', 'K'));
  });

  it('leaves out flights that have left: today shows the later flight, then nothing once it has gone too', async () => {
    // NS3105 to Hongqiao left at 07:50; NS3107 to Pudong (same city) leaves at 14:20 with only full fares left.
    await setBuckets('NS3107', TODAY, { L: 0, K: 0, H: 0, M: 0, B: 0 });
    expect(await calendarDay('SJW', 'SHA', TODAY)).toEqual({
      date: TODAY,
      status: 'available',
      lowestPrice: await summerFare('SJW-PVG', 'Y'),
    });
    await setBuckets('NS3107', TODAY, { Y: 0, J: 0, C: 0, D: 0 });
    expect((await calendarDay('SJW', 'SHA', TODAY))?.status).toBe('soldOut');
    expect((await calendarDay('SJW', 'SHA', TODAY, 1, beijingTime(TODAY, '14:20')))?.status).toBe('noFlights');
  });

  it('counts a cancelled flight as no flight', async () => {
    await db
      .update(flights)
      .set({ status: 'cancelled' })
      .where(eq(flights.id, await flightId('NS3101', '2026-06-08')));
    expect(await calendarDay('SJW', 'CAN', '2026-06-08')).toEqual({
      date: '2026-06-08',
      status: 'noFlights',
      lowestPrice: null,
    });
  });

  it('gives days outside the booking window no fare, whole ranges of them included', async () => {
    const past = await fareCalendar(
      db,
      { origin: 'SJW', destination: 'CAN', firstDate: '2026-05-01', lastDate: '2026-05-31', seats: 1 },
      new Date(TEST_NOW),
    );
    expect(new Set(past.days.map((day) => day.status))).toEqual(new Set(['outsideWindow']));
    const acrossTheEnd = await fareCalendar(
      db,
      { origin: 'SJW', destination: 'CAN', firstDate: '2026-08-29', lastDate: '2026-09-02', seats: 1 },
      new Date(TEST_NOW),
    );
    expect(acrossTheEnd.days.map((day) => day.status)).toEqual([
      'available',
      'available',
      'outsideWindow',
      'outsideWindow',
      'outsideWindow',
    ]);
  });
});

describe("the fare calendar's query agrees with the flight list's inventory", () => {
  const testApp = suiteApp({}, { setupTimeoutMs: SLOW_SEED_TIMEOUT_MS });

  /** The reference: each day's flights on sale from the search's query, reduced as the calendar did before it had its own. */
  async function fromSearchInventory(db: Db, query: Parameters<typeof lowestFareByDay>[1], seats: number) {
    const { flights: dayFlights, buckets } = await flightsAndBuckets(db, query);
    const lowest = new Map<string, number | null>(dayFlights.map((flight) => [flight.flightDate, null]));
    const dateOf = new Map(dayFlights.map((flight) => [flight.id, flight.flightDate]));
    for (const bucket of buckets) {
      const date = dateOf.get(bucket.flightId)!;
      const price = lowest.get(date);
      if (bucket.seatsLeft >= seats && (price === null || bucket.price < price!)) lowest.set(date, bucket.price);
    }
    return [...lowest]
      .map(([date, lowestPrice]) => ({ date, lowestPrice }))
      .sort((a, b) => a.date.localeCompare(b.date));
  }

  it('on every route over a month of scattered seats, full cabins, cancellations and departures, for parties of 1 to 4', async () => {
    const db = testApp.database.db;
    // Deterministic scatter: buckets with 0–4 seats, some cabins capped at 0–3, every eleventh flight cancelled.
    await db.execute(sql`UPDATE flight_buckets SET available = (flight_id * 7 + ascii(booking_class) * 3) % 5`);
    await db.execute(sql`UPDATE flight_cabins SET available = least(available, flight_id % 4) WHERE flight_id % 3 = 0`);
    await db.execute(sql`UPDATE flights SET status = 'cancelled' WHERE id % 11 = 0`);
    const query = { firstDate: TODAY, lastDate: addDays(TODAY, 30), departingAfter: beijingTime(TODAY, '16:00') };
    const routePairs = await db.select({ origin: routes.origin, destination: routes.destination }).from(routes);
    const dayKinds = { available: 0, soldOut: 0 };
    for (const route of routePairs) {
      for (const seats of [1, 2, 3, 4]) {
        const days = (await lowestFareByDay(db, { ...route, ...query }, seats)).sort((a, b) =>
          a.date.localeCompare(b.date),
        );
        expect(days, `${route.origin}-${route.destination} for ${seats}`).toEqual(
          await fromSearchInventory(db, { ...route, ...query }, seats),
        );
        for (const day of days) dayKinds[day.lowestPrice === null ? 'soldOut' : 'available'] += 1;
      }
    }
    // The scatter must have made both kinds of day, or the comparison proved little.
    expect(dayKinds.available).toBeGreaterThan(0);
    expect(dayKinds.soldOut).toBeGreaterThan(0);
  });
});
