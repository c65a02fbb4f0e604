import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHECK_IN_CALLS, type BoardingPassesReply, type SeatRefusalData } from '../../../contract/calls/check-in';
import { checkInSeats } from '../../db/schema/check-in';
import { tickets } from '../../db/schema/orders';
import { call, tripFor, type Reply } from './testing/check-in-test-calls';
import { suiteApp } from '../../testing/suite-app';
import { suiteMemberHeaders } from '../orders/testing/order-test-setup';

/**
 * Races need a real PostgreSQL: PGlite runs one transaction at a time, so nothing could overlap there.
 * `TEST_DATABASE_URL=postgres://… npx vitest run server/modules/check-in/check-in-race.test.ts` (CI sets it).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('one passenger per seat', () => {
  const test = suiteApp();
  const zhangWei = suiteMemberHeaders(test);

  const checkIn = (payload: object) =>
    call<BoardingPassesReply>(test.app, CHECK_IN_CALLS.checkIn, payload, zhangWei, 'en');
  const bookings = async (count: number) => {
    const trips = [await tripFor(test)];
    while (trips.length < count) trips.push(await tripFor(test, { flightId: trips[0]!.flightId }));
    return trips.map((trip) => trip.coupons[0]!.couponId);
  };
  const refusedCoupon = (reply: Reply<unknown>) => (reply.data as SeatRefusalData).couponId;
  const seatsOf = (replies: Reply<BoardingPassesReply>[]) =>
    replies.filter((reply) => reply.resultCode === '0').map((reply) => reply.data.boardingPasses[0]!.seat);

  it('is the database’s rule: a second passenger on a seat is refused by the unique index', async () => {
    const [one, two] = await bookings(2);
    const row = {
      flightId: (await test.database.db.select().from(tickets).where(eq(tickets.id, one!)))[0]!.flightId,
      seat: '49B',
      checkedInAt: new Date(),
      assistance: false,
    };
    await test.database.db.insert(checkInSeats).values({ ...row, couponId: one!, sequence: 901 });
    await expect(
      test.database.db.insert(checkInSeats).values({ ...row, couponId: two!, sequence: 902 }),
    ).rejects.toThrow();
  });

  describe.skipIf(!onPostgres)(
    'under concurrency on PostgreSQL (skipped on PGlite: it cannot run two transactions at once)',
    () => {
      it('12 passengers taking the same seat at once: one gets it, eleven are told it was just taken and choose again', async () => {
        const coupons = await bookings(12);
        const replies = await Promise.all(
          coupons.map((couponId) => checkIn({ couponIds: [couponId], seats: [{ couponId, seat: '45A' }] })),
        );
        const winners = replies.filter((reply) => reply.resultCode === '0');
        const losers = replies.filter((reply) => reply.resultCode !== '0');
        expect(winners).toHaveLength(1);
        expect(losers).toHaveLength(11);
        for (const loser of losers)
          expect(loser).toMatchObject({
            resultCode: 'SEAT_TAKEN',
            resultMsg: 'Seat 45A was just taken by another passenger. Please choose another seat.',
            data: { seat: '45A' },
          });
        const flightId = (await test.database.db.select().from(tickets).where(eq(tickets.id, coupons[0]!)))[0]!
          .flightId;
        expect(
          await test.database.db
            .select()
            .from(checkInSeats)
            .where(and(eq(checkInSeats.flightId, flightId), eq(checkInSeats.seat, '45A'))),
        ).toEqual([expect.objectContaining({ couponId: winners[0]!.data.boardingPasses[0]!.couponId })]);
        for (const loser of losers)
          expect(
            (
              await test.database.db
                .select()
                .from(tickets)
                .where(eq(tickets.id, refusedCoupon(loser)))
            )[0]!.status,
          ).toBe('open');
        const again = await Promise.all(losers.map((loser) => checkIn({ couponIds: [refusedCoupon(loser)] })));
        expect(again.every((reply) => reply.resultCode === '0')).toBe(true);
        expect(new Set(seatsOf(again)).size).toBe(11);
        expect(seatsOf(again)).not.toContain('45A');
      });

      it('20 check-ins at once without chosen seats: everyone seated, no seat or sequence number twice', async () => {
        const coupons = await bookings(20);
        const replies = await Promise.all(coupons.map((couponId) => checkIn({ couponIds: [couponId] })));
        expect(replies.map((reply) => reply.resultCode)).toEqual(Array(20).fill('0'));
        expect(new Set(seatsOf(replies)).size).toBe(20);
        expect(new Set(replies.map((reply) => reply.data.boardingPasses[0]!.sequence)).size).toBe(20);
      });

      it('two checked-in passengers moving to the same seat at once: one moves, the other keeps their seat', async () => {
        const [one, two] = await bookings(2);
        await checkIn({ couponIds: [one] });
        await checkIn({ couponIds: [two] });
        const replies = await Promise.all(
          [one!, two!].map((couponId) => checkIn({ couponIds: [couponId], seats: [{ couponId, seat: '48C' }] })),
        );
        expect(replies.map((reply) => reply.resultCode).sort()).toEqual(['0', 'SEAT_TAKEN']);
        const rows = await test.database.db.select().from(checkInSeats).where(eq(checkInSeats.seat, '48C'));
        expect(rows).toHaveLength(1);
      });

      it('one passenger checked in twice at once: one seat, one boarding pass', async () => {
        const [couponId] = await bookings(1);
        const replies = await Promise.all([checkIn({ couponIds: [couponId] }), checkIn({ couponIds: [couponId] })]);
        expect(replies.map((reply) => reply.resultCode)).toEqual(['0', '0']);
        expect(
          await test.database.db.select().from(checkInSeats).where(eq(checkInSeats.couponId, couponId!)),
        ).toHaveLength(1);
        expect(replies[0]!.data.boardingPasses[0]!.seat).toBe(replies[1]!.data.boardingPasses[0]!.seat);
      });
    },
  );
});
