import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERY_FLIGHT_LIST_PATH, type FlightOption, type QueryFlightListData } from '../../../contract/calls/flights';
import { createApp } from '../../app';
import { loadConfig } from '../../config';
import { UNLIMITED_CALLS } from '../../testing/unlimited-calls';
import type { Db } from '../../db/client';
import { fares, flights } from '../../db/schema/schedule';
import { inventoryChanges } from '../../db/schema/inventory-changes';
import {
  adult,
  book,
  bookableFlight,
  bookingFor,
  memberHeaders,
  setBucketSeats,
} from '../orders/testing/order-test-setup';
import { createTestApp, formCall, type TestApp } from '../../testing/test-app';
import { dayInventory } from './day-inventory-cache';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import * as schema from '../../db/schema/index';

/**
 * Two instances of the site on one database: the second has a Db of its own over the same connection (a
 * cache lives per Db, as it would per process), so only the database tells it what the first one changed.
 */
describe('a search answered from the day inventory cache', () => {
  let first: TestApp;
  let second: FastifyInstance;
  let secondDb: Db;
  beforeAll(async () => {
    first = await createTestApp();
    const client = (first.database.db as unknown as { $client: never }).$client;
    secondDb = (first.database.kind === 'pglite'
      ? drizzlePglite({ client, schema })
      : drizzlePg({ client, schema })) as unknown as Db;
    second = await createApp({
      database: { ...first.database, db: secondDb },
      clock: first.clock,
      config: loadConfig({ NODE_ENV: 'test', DEV_TOOLS: 'on', RISK_APP_CHECK: 'off', ...UNLIMITED_CALLS }),
      distDir: 'no-site-in-tests',
    });
  }, 180_000);
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  const day = { origin: 'SJW', destination: 'SHA', date: '2026-06-04' };
  const search = async (app: FastifyInstance, adults = 1): Promise<FlightOption[]> => {
    const payload = { origin: day.origin, destination: day.destination, departureDate: day.date, adults };
    const reply = (await formCall(app, QUERY_FLIGHT_LIST_PATH, { children: 0, infants: 0, ...payload })).json() as {
      data: QueryFlightListData;
    };
    return reply.data.flights;
  };
  const economy = (options: FlightOption[], flightNo: string) =>
    options.find((option) => option.flightNo === flightNo)!.cabins.find((cabin) => cabin.cabinClass === 'Y')!;

  it('reads a day once while nothing of it changes, and again once something has', async () => {
    const read = await dayInventory(first.database.db, day);
    expect(await dayInventory(first.database.db, day)).toBe(read);
    await first.database.db.insert(inventoryChanges).values({ flightDate: day.date });
    expect(await dayInventory(first.database.db, day)).not.toBe(read);
  });

  it('shows a booking made on the other instance in the very next search', async () => {
    const cheapest = economy(await search(first.app), 'NS3105').bookingClass;
    const flight = await bookableFlight(first.database.db, 'NS3105', day.date, cheapest);
    await setBucketSeats(first.database.db, flight, 5);
    const before = economy(await search(first.app), 'NS3105');
    expect(before).toMatchObject({ bookingClass: cheapest, seatsLeft: 5 });
    const booked = await book(second, bookingFor([flight], [adult(1, '张伟')]), await memberHeaders(second));
    expect(booked.resultCode).toBe('0');
    expect(economy(await search(first.app), 'NS3105')).toMatchObject({
      bookingClass: before.bookingClass,
      seatsLeft: 4,
    });
  });

  it('shows a fare changed through the other instance’s database in the very next search', async () => {
    const before = economy(await search(first.app), 'NS3105');
    await secondDb
      .update(fares)
      .set({ price: before.adult.fare + 110 })
      .where(
        and(eq(fares.routeCode, 'SJW-SHA'), eq(fares.season, 'summer'), eq(fares.bookingClass, before.bookingClass)),
      );
    const after = economy(await search(first.app), 'NS3105');
    expect(after.bookingClass).toBe(before.bookingClass);
    expect(after.adult.fare).toBe(before.adult.fare + 110);
  });

  it('drops a cancelled flight, and a flight that has left, from the very next search', async () => {
    const flightNos = async () => (await search(first.app)).map((option) => option.flightNo);
    expect(await flightNos()).toEqual(['NS3105', 'NS3107']);
    await secondDb
      .update(flights)
      .set({ status: 'canceled' })
      .where(and(eq(flights.flightNo, 'NS3107'), eq(flights.flightDate, day.date)));
    expect(await flightNos()).toEqual(['NS3105']);
    const [leaving] = await first.database.db
      .select({ at: flights.departureAt })
      .from(flights)
      .where(and(eq(flights.flightNo, 'NS3105'), eq(flights.flightDate, day.date)));
    first.clock.set(leaving!.at.toISOString());
    expect(await flightNos()).toEqual([]);
  });
});
