import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/call-paths';
import type { BookFlightData } from '../../../contract/calls/orders';
import { orders, tickets } from '../../db/schema/orders';
import {
  adult,
  book,
  bookableFlight,
  bookingFor,
  inventoryOf,
  orderCall,
  setBucketSeats,
  type BookableFlight,
  suiteMemberHeaders,
} from './testing/order-test-setup';
import { expireOverdueOrders } from './order-expiry';
import { suiteApp } from '../../testing/suite-app';

/**
 * Races need a real PostgreSQL: PGlite runs one transaction at a time, so nothing could overlap there.
 * `TEST_DATABASE_URL=postgres://… npx vitest run server/modules/orders/booking-race.test.ts` (CI sets it).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)(
  'concurrent bookings on PostgreSQL (skipped on PGlite: it cannot run two transactions at once)',
  () => {
    const test = suiteApp();
    const zhangWei = suiteMemberHeaders(test);

    const liveCoupons = async (flight: BookableFlight) => {
      const [row] = await test.database.db
        .select({ n: count() })
        .from(tickets)
        .where(and(eq(tickets.flightId, flight.flightId), inArray(tickets.status, ['booked', 'open'])));
      return row!.n;
    };

    it('sells the last 7 seats to exactly 7 of 50 simultaneous bookings and tells the other 43 it is sold out', async () => {
      const flight = await bookableFlight(test.database.db, 'NS3105', '2026-07-01', 'H');
      await setBucketSeats(test.database.db, flight, 7);
      const replies = await Promise.all(
        Array.from({ length: 50 }, (_, index) => book(test.app, bookingFor([flight], [adult(100 + index)]), zhangWei)),
      );
      const codes = replies.map((reply) => reply.resultCode);
      expect(codes.filter((code) => code === '0')).toHaveLength(7);
      expect(codes.filter((code) => code === 'SOLD_OUT')).toHaveLength(43);
      expect(
        replies.filter((reply) => reply.resultCode === 'SOLD_OUT').every((reply) => reply.data.seatsLeft === 0),
      ).toBe(true);
      expect((await inventoryOf(test.database.db, flight)).bucket).toBe(0);
      expect(await liveCoupons(flight)).toBe(7);
    });

    it('gives a party of two no seat when only one is left, while single travellers race for it', async () => {
      const flight = await bookableFlight(test.database.db, 'NS3105', '2026-07-02', 'H');
      await setBucketSeats(test.database.db, flight, 3);
      const parties = Array.from({ length: 20 }, (_, index) =>
        index % 2 === 0 ? [adult(200 + index * 2), adult(201 + index * 2)] : [adult(200 + index * 2)],
      );
      const replies = await Promise.all(parties.map((party) => book(test.app, bookingFor([flight], party), zhangWei)));
      const seatsSold = replies.reduce(
        (sum, reply, index) => sum + (reply.resultCode === '0' ? parties[index]!.length : 0),
        0,
      );
      expect(seatsSold).toBeGreaterThanOrEqual(2);
      expect(seatsSold).toBeLessThanOrEqual(3);
      expect((await inventoryOf(test.database.db, flight)).bucket).toBe(3 - seatsSold);
      expect(await liveCoupons(flight)).toBe(seatsSold);
    });

    it('answers 20 simultaneous replays of one submit with one order', async () => {
      const flight = await bookableFlight(test.database.db, 'NS3105', '2026-07-03', 'Y');
      const before = await inventoryOf(test.database.db, flight);
      const payload = bookingFor([flight], [adult(300)]);
      const replies = await Promise.all(Array.from({ length: 20 }, () => book(test.app, payload, zhangWei)));
      expect(replies.map((reply) => reply.resultCode)).toEqual(Array(20).fill('0'));
      expect(new Set(replies.map((reply) => (reply.data as BookFlightData).orderNo)).size).toBe(1);
      const [stored] = await test.database.db
        .select({ n: count() })
        .from(orders)
        .where(eq(orders.idempotencyKey, payload.idempotencyKey));
      expect(stored!.n).toBe(1);
      expect((await inventoryOf(test.database.db, flight)).bucket).toBe(before.bucket - 1);
    });

    it('books one traveller once when the same person is submitted 10 times at once', async () => {
      const flight = await bookableFlight(test.database.db, 'NS3105', '2026-07-04', 'Y');
      const before = await inventoryOf(test.database.db, flight);
      const replies = await Promise.all(
        Array.from({ length: 10 }, () => book(test.app, bookingFor([flight], [adult(400, '赵六')]), zhangWei)),
      );
      const codes = replies.map((reply) => reply.resultCode);
      expect(codes.filter((code) => code === '0')).toHaveLength(1);
      expect(codes.filter((code) => code === 'PASSENGER_ALREADY_BOOKED')).toHaveLength(9);
      expect((await inventoryOf(test.database.db, flight)).bucket).toBe(before.bucket - 1);
    });

    it('releases an order once when cancels and two expiry runs meet', async () => {
      const flight = await bookableFlight(test.database.db, 'NS3105', '2026-07-05', 'Y');
      const before = await inventoryOf(test.database.db, flight);
      const reply = await book(test.app, bookingFor([flight], [adult(500), adult(501)]), zhangWei);
      const { orderNo } = reply.data as BookFlightData;
      test.clock.advance(31 * 60_000);
      const cancels = Array.from({ length: 5 }, () => orderCall(test.app, CALLS.cancelOrder, { orderNo }, zhangWei));
      const expiries = [
        expireOverdueOrders(test.database.db, test.clock),
        expireOverdueOrders(test.database.db, test.clock),
      ];
      const [cancelReplies, expired] = await Promise.all([Promise.all(cancels), Promise.all(expiries)]);
      const releases =
        cancelReplies.filter((cancel) => cancel.resultCode === '0').length +
        expired.flat().filter((no) => no === orderNo).length;
      expect(releases).toBe(1);
      expect(await inventoryOf(test.database.db, flight)).toEqual(before);
    });
  },
);
