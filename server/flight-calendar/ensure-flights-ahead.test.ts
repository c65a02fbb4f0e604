import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { manualClock } from '../clock';
import type { Database } from '../db/client';
import { flightBuckets, flightCabins, flights } from '../db/schema/schedule';
import { openTestDatabase } from '../testing/test-database';
import { ensureFlightsAhead } from './ensure-flights-ahead';

describe('ensureFlightsAhead', () => {
  const clock = manualClock('2026-06-01T02:00:00Z');
  let database: Database;
  beforeAll(async () => {
    // The seed runs the job for the first time.
    database = await openTestDatabase(clock);
  });
  afterAll(() => database.close());

  const flightCount = async () => (await database.db.select({ n: count() }).from(flights))[0]!.n;

  it('materialises the timetable from yesterday through 90 days ahead', async () => {
    const [range] = await database.db
      .select({ first: sql<string>`min(${flights.flightDate})`, last: sql<string>`max(${flights.flightDate})` })
      .from(flights);
    expect(range).toEqual({ first: '2026-05-31', last: '2026-08-30' });
  });

  it('flies a daily flight every day and a Mon/Wed/Fri/Sun flight only on those days', async () => {
    const daily = await database.db.select({ n: count() }).from(flights).where(eq(flights.flightNo, 'NS3101'));
    expect(daily[0]!.n).toBe(92);
    const days = await database.db
      .select({ date: flights.flightDate })
      .from(flights)
      .where(eq(flights.flightNo, 'NS3119'));
    expect(
      days
        .map((day) => new Date(`${day.date}T00:00:00Z`).getUTCDay() || 7)
        .every((weekday) => [1, 3, 5, 7].includes(weekday)),
    ).toBe(true);
  });

  it('stores departure and arrival as instants from the local timetable', async () => {
    const [flight] = await database.db
      .select()
      .from(flights)
      .where(and(eq(flights.flightNo, 'NS3301'), eq(flights.flightDate, '2026-06-02')));
    // 20:30 Beijing time is 12:30 UTC; the arrival in Bangkok is after midnight local time, the next day.
    expect(flight!.departureAt.toISOString()).toBe('2026-06-02T12:30:00.000Z');
    expect(flight!.arrivalAt.getTime() - flight!.departureAt.getTime()).toBe(295 * 60_000);
  });

  it('gives each flight its cabins and fare buckets', async () => {
    const [flight] = await database.db
      .select()
      .from(flights)
      .where(and(eq(flights.flightNo, 'NS3101'), eq(flights.flightDate, '2026-06-05')));
    const cabins = await database.db.select().from(flightCabins).where(eq(flightCabins.flightId, flight!.id));
    expect(
      cabins
        .map(({ cabinClass, capacity, available }) => ({ cabinClass, capacity, available }))
        .sort((a, b) => a.cabinClass.localeCompare(b.cabinClass)),
    ).toEqual([
      { cabinClass: 'C', capacity: 8, available: 8 },
      { cabinClass: 'Y', capacity: 162, available: 162 },
    ]);
    const buckets = await database.db.select().from(flightBuckets).where(eq(flightBuckets.flightId, flight!.id));
    expect(buckets.map((bucket) => bucket.bookingClass).sort()).toEqual(['B', 'C', 'D', 'H', 'J', 'K', 'L', 'M', 'Y']);
    expect(buckets.find((bucket) => bucket.bookingClass === 'Y')!.available).toBe(162);
    expect(buckets.find((bucket) => bucket.bookingClass === 'L')!.available).toBeLessThan(7);
  });

  it('adds nothing when run again', async () => {
    const before = await flightCount();
    expect(await ensureFlightsAhead(database.db, clock)).toBe(0);
    expect(await flightCount()).toBe(before);
  });

  it('adds only the new days when the clock moves on', async () => {
    const before = await flightCount();
    const [cabinsBefore] = await database.db.select({ n: count() }).from(flightCabins);
    clock.advance(2 * 24 * 3600_000);
    const added = await ensureFlightsAhead(database.db, clock);
    const [newDays] = await database.db
      .select({ n: count() })
      .from(flights)
      .where(sql`${flights.flightDate} > '2026-08-30'`);
    expect(added).toBeGreaterThan(0);
    expect(newDays!.n).toBe(added);
    expect(await flightCount()).toBe(before + added);
    const [cabinsAfter] = await database.db.select({ n: count() }).from(flightCabins);
    expect(cabinsAfter!.n).toBe(cabinsBefore!.n + 2 * added);
  });
});
