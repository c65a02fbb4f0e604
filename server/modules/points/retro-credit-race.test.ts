import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POINT_CALLS } from '../../../contract/points/point-calls';
import { memberPointsTransactions, pointsFlightAccruals } from '../../db/schema/points';
import { createTestApp, jsonCall, type TestApp } from '../../testing/test-app';
import { memberHeaders } from '../orders/testing/order-test-setup';
import { flownForZhangWei } from './testing/flown-trip';

const DAY = 86_400_000;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('replayed retro-credit claims on PostgreSQL', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('credits one of 10 simultaneous identical claims; the others are refused', async () => {
    const { trip, claim } = await flownForZhangWei(test);
    test.clock.set(new Date(trip.departureAt.getTime() + DAY));
    const headers = await memberHeaders(test.app);
    const replies = await Promise.all(
      Array.from({ length: 10 }, async () =>
        (await jsonCall(test.app, POINT_CALLS.newFfpRetroInfo, claim, headers)).json(),
      ),
    );
    expect(replies.filter((reply) => reply.code === 'success')).toHaveLength(1);
    expect(replies.filter((reply) => reply.code === 'RETRO_REJECTED')).toHaveLength(9);
    const [accrual] = await test.database.db
      .select()
      .from(pointsFlightAccruals)
      .where(eq(pointsFlightAccruals.ticketId, trip.coupon.couponId));
    expect(
      await test.database.db
        .select()
        .from(memberPointsTransactions)
        .where(eq(memberPointsTransactions.flightAccrualId, accrual!.id)),
    ).toHaveLength(1);
  });
});
