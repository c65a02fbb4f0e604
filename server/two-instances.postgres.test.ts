import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CALLS } from '../contract/call-paths';
import type { BookFlightData, OrderDetailsData } from '../contract/calls/orders';
import { migrationStatus } from './db/migration-status';
import { members } from './db/schema/accounts';
import { meta } from './db/schema/meta';
import { DEMO_MEMBERS } from './modules/accounts/seed';
import {
  adult,
  book,
  bookableFlight,
  bookingFor,
  memberHeaders,
  orderCall,
} from './modules/orders/testing/order-test-setup';
import type { RunningServer } from './start-server';
import { instancesOnNewDatabase } from './testing/instances-on-new-database';
import { UNLIMITED_CALLS } from './testing/unlimited-calls';

const serverUrl = process.env.TEST_DATABASE_URL;

/** Two instances of the site on one PostgreSQL, as compose.yaml runs them behind the proxy. */
describe.skipIf(!serverUrl)('two instances on one PostgreSQL (skipped without TEST_DATABASE_URL)', () => {
  // Started together on an empty database: both race for the migrations and the seed.
  const servers = instancesOnNewDatabase(serverUrl!, {
    prefix: 'two_instances',
    count: 2,
    environment: {
      NODE_ENV: 'test',
      // Logs in as a demo member: a PostgreSQL deployment has them only when asked for.
      DEMO_DATA: 'on',
      ...UNLIMITED_CALLS,
    },
  });

  it('end with one migrated database, seeded exactly once', async () => {
    expect(servers.map((server) => server.seeded).sort()).toEqual([false, true]);
    const db = servers[0]!.database.db;
    const migrations = await migrationStatus(db);
    expect(migrations.applied).toBe(migrations.expected);
    expect((await db.select({ n: count() }).from(meta).where(eq(meta.key, 'seeded_at')))[0]!.n).toBe(1);
    expect((await db.select({ n: count() }).from(members))[0]!.n).toBe(DEMO_MEMBERS.length);
    for (const server of servers)
      expect((await server.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('share everything that matters: a member logged in and booking through one reads the order through the other', async () => {
    const [first, second] = servers as [RunningServer, RunningServer];
    const headers = await memberHeaders(first.app);
    const flight = await bookableFlight(first.database.db, 'NS3105', '2026-06-10');
    const booked = await book(first.app, bookingFor([flight], [adult(1, '张伟')]), headers);
    expect(booked.resultCode).toBe('0');
    const { orderNo } = booked.data as BookFlightData;
    const details = await orderCall<OrderDetailsData>(second.app, CALLS.orderDetails, { orderNo }, headers);
    expect(details.resultCode).toBe('0');
    expect(details.data).toMatchObject({ orderNo, status: 'unpaid' });
  });
});
