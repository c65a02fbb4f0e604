import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/orders';
import { suiteApp } from '../../testing/suite-app';
import { holdBoundsAtDefaults } from './testing/hold-bounds-at-defaults';
import { adult, book, bookableFlight, bookingFor, memberHeaders } from './testing/order-test-setup';

/** PGlite runs one transaction at a time, so only a real PostgreSQL can show bookings slipping past together. */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('bounds on unpaid holds under concurrent bookings (PostgreSQL)', () => {
  const test = suiteApp({ env: holdBoundsAtDefaults() });
  let sequence = 600;

  const party = (size: number) => Array.from({ length: size }, () => adult(++sequence));
  const unpaidOrdersOf = async (memberId: string) =>
    (
      await test.database.db
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.memberId, memberId), inArray(orders.status, ['unpaid'])))
    )[0]!.n;

  it('lets 2 of 30 simultaneous bookings of one member on one flight through, and refuses 28', async () => {
    const member = {
      ...(await memberHeaders(test.app, '13900139000')),
      dfp: 'race phone',
      'x-forwarded-for': '10.26.9.1',
    };
    const flight = await bookableFlight(test.database.db, 'NS3105', '2026-07-10');
    const replies = await Promise.all(
      Array.from({ length: 30 }, () => book(test.app, bookingFor([flight], party(1)), member)),
    );
    const codes = replies.map((reply) => reply.resultCode);
    expect(codes.filter((code) => code === '0')).toHaveLength(2);
    expect(codes.filter((code) => code === 'UNPAID_HOLD_LIMIT')).toHaveLength(28);
    expect(await unpaidOrdersOf('demo-unverified')).toBe(2);
  });

  it('lets 2 of 10 simultaneous full parties on 10 flights through: 18 seats in all', async () => {
    const member = {
      ...(await memberHeaders(test.app, '13700137000')),
      dfp: 'race tablet',
      'x-forwarded-for': '10.26.9.2',
    };
    const flights = await Promise.all(
      Array.from({ length: 10 }, (_, day) =>
        bookableFlight(test.database.db, 'NS3105', `2026-07-${String(day + 11).padStart(2, '0')}`),
      ),
    );
    const replies = await Promise.all(flights.map((flight) => book(test.app, bookingFor([flight], party(9)), member)));
    const codes = replies.map((reply) => reply.resultCode);
    expect(codes.filter((code) => code === '0')).toHaveLength(2);
    expect(codes.filter((code) => code === 'UNPAID_HOLD_LIMIT')).toHaveLength(8);
  });
});
