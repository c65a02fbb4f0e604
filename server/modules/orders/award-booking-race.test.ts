import { describe, expect, it } from 'vitest';
import type { BookFlightData } from '../../../contract/calls/orders';
import { effectiveTransferees } from '../member-centre/testing/member-test-setup';
import { adult, book, bookableFlight, bookingFor, givePoints, suiteMemberHeaders } from './testing/order-test-setup';
import { pointsBalance } from '../points/points-ledger';
import { suiteApp } from '../../testing/suite-app';

/**
 * Points bookings of one member at the same moment: each spends from the one balance, so they queue on the
 * member row. Before, each booking's order insert took a key-share lock on the member row and then asked for
 * its update lock: 38 of 40 such bookings answered HTTP 500 (deadlock detected).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('award bookings of one member racing on PostgreSQL', () => {
  const test = suiteApp();
  const zhangWei = suiteMemberHeaders(test);

  it('40 at once: each is booked or refused for too few points, none fails, no point is spent twice', async () => {
    const flight = await bookableFlight(test.database.db, 'NS3105', '2026-07-10', 'Y');
    const travellers = Array.from({ length: 40 }, (_, index) => adult(600 + index));
    await effectiveTransferees(test.database.db, 'demo-verified', travellers, test.clock.now());
    const probe = await book(test.app, bookingFor([flight], [travellers[0]!], 'points'), zhangWei);
    const perTicket = (probe.data as BookFlightData).totalPoints;
    expect(probe.resultCode, probe.resultMsg).toBe('0');
    // Points for 12 more tickets and a little: 12 of the other 39 can be booked, whatever the order.
    const target = 12 * perTicket + Math.floor(perTicket / 2);
    const left = await pointsBalance(test.database.db, 'demo-verified');
    await givePoints(test.database.db, 'demo-verified', target - left, test.clock.now());
    const before = await pointsBalance(test.database.db, 'demo-verified');
    expect(before).toBe(target);

    const replies = await Promise.all(
      travellers.slice(1).map((traveller) => book(test.app, bookingFor([flight], [traveller], 'points'), zhangWei)),
    );
    const codes = replies.map((reply) => reply.resultCode);
    expect(codes.filter((code) => code === '0')).toHaveLength(12);
    expect(codes.filter((code) => code === 'NOT_ENOUGH_POINTS')).toHaveLength(27);
    expect(await pointsBalance(test.database.db, 'demo-verified')).toBe(before - 12 * perTicket);
  }, 120_000);
});
