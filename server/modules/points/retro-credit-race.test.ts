import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POINT_CALLS } from '../../../contract/points/point-calls';
import { memberPointsTransactions, pointsFlightAccruals, pointsRetroClaims } from '../../db/schema/points';
import { jsonCall } from '../../testing/test-app';
import { memberHeaders } from '../orders/testing/order-test-setup';
import { flownForZhangWei } from './testing/flown-trip';
import { suiteApp } from '../../testing/suite-app';

const DAY = 86_400_000;

// On PGlite the twins take turns; on PostgreSQL (TEST_DATABASE_URL) they truly race.
describe('simultaneous retro-credit claims of one ticket', () => {
  const test = suiteApp();

  const claimAtOnce = async (times: number) => {
    const { trip, claim } = await flownForZhangWei(test);
    test.clock.set(new Date(trip.departureAt.getTime() + DAY));
    const headers = await memberHeaders(test.app);
    const replies = await Promise.all(
      Array.from({ length: times }, async () =>
        (await jsonCall(test.app, POINT_CALLS.newFfpRetroInfo, claim, headers)).json(),
      ),
    );
    const claims = await test.database.db
      .select()
      .from(pointsRetroClaims)
      .where(and(eq(pointsRetroClaims.memberId, 'demo-verified'), eq(pointsRetroClaims.ticketNo, claim.ticketNo)));
    const [accrual] = await test.database.db
      .select()
      .from(pointsFlightAccruals)
      .where(eq(pointsFlightAccruals.ticketId, trip.coupon.couponId));
    const ledgerRows = await test.database.db
      .select()
      .from(memberPointsTransactions)
      .where(eq(memberPointsTransactions.flightAccrualId, accrual!.id));
    return { replies, claims, ledgerRows };
  };

  it('credits one of two claims sent at once, refuses the other with its message, and lists the ticket once', async () => {
    const { replies, claims, ledgerRows } = await claimAtOnce(2);
    expect(replies.map((reply) => reply.code).sort()).toEqual(['RETRO_REJECTED', 'success']);
    expect(replies.find((reply) => reply.code === 'RETRO_REJECTED').message).toBe('该航段已累积积分，不能重复补登');
    expect(claims.map((row) => row.status)).toEqual(['approved']);
    expect(ledgerRows).toHaveLength(1);
  });

  it('credits one of 10 simultaneous identical claims; the others are refused and add no row', async () => {
    const { replies, claims, ledgerRows } = await claimAtOnce(10);
    expect(replies.filter((reply) => reply.code === 'success')).toHaveLength(1);
    expect(replies.filter((reply) => reply.code === 'RETRO_REJECTED')).toHaveLength(9);
    expect(claims.map((row) => row.status)).toEqual(['approved']);
    expect(ledgerRows).toHaveLength(1);
  });
});
