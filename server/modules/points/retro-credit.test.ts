import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  POINT_CALLS,
  type RetroClaimInput,
  type RetroClaimRow,
  type RetroListPage,
} from '../../../contract/points/point-calls';
import { tickets } from '../../db/schema/orders';
import { pointsFlightAccruals } from '../../db/schema/points';
import { jsonCall, type JsonReply } from '../../testing/test-app';
import { memberHeaders } from '../orders/testing/order-test-setup';
import { pointsBalance } from './points-ledger';
import { flownForZhangWei } from './testing/flown-trip';
import { suiteApp } from '../../testing/suite-app';

const DAY = 86_400_000;

const SOME_CLAIM: RetroClaimInput = {
  ticketNo: '8809000000001',
  flightNo: 'NS3101',
  cabin: 'Y',
  origin: 'SJW',
  destination: 'CAN',
  flightDate: '2026-05-20',
};

describe('retro-credit (newFfpRetroInfo, queryFfpRetroInfo)', () => {
  const test = suiteApp();
  let zhangWei: Record<string, string>;
  beforeAll(async () => {
    zhangWei = await memberHeaders(test.app);
  });

  const claimAs = async (
    claim: unknown,
    headers: Record<string, string> = zhangWei,
  ): Promise<JsonReply<RetroClaimRow>> =>
    (await jsonCall(test.app, POINT_CALLS.newFfpRetroInfo, claim, headers)).json();

  it('credits a flown ticket of the member’s once, then refuses the same claim with its message', async () => {
    const { trip, claim } = await flownForZhangWei(test);
    test.clock.set(new Date(trip.departureAt.getTime() + DAY));
    zhangWei = await memberHeaders(test.app);
    const before = await pointsBalance(test.database.db, 'demo-verified');
    const approved = await claimAs(claim);
    expect(approved.code).toBe('success');
    expect(approved.data).toMatchObject({
      status: 'approved',
      ticketNo: claim.ticketNo,
      cabin: claim.cabin.toUpperCase(),
    });
    expect(approved.data.points).toBeGreaterThan(0);
    expect(await pointsBalance(test.database.db, 'demo-verified')).toBe(before + approved.data.points);
    const again = await claimAs(claim);
    expect(again).toMatchObject({ code: 'RETRO_REJECTED', message: '该航段已累积积分，不能重复补登' });
    expect(await pointsBalance(test.database.db, 'demo-verified')).toBe(before + approved.data.points);
    const list: JsonReply<RetroListPage> = await (
      await jsonCall(test.app, POINT_CALLS.queryFfpRetroInfo, {}, zhangWei)
    ).json();
    // The ticket is listed once, as credited: the refused second claim of it adds no row.
    expect(
      list.data.list.filter((row) => row.ticketNo === claim.ticketNo).map((row) => [row.status, row.reason]),
    ).toEqual([['approved', '']]);
  });

  it('refuses another member’s ticket as if it did not exist, and a flight detail that does not match', async () => {
    const { trip, claim } = await flownForZhangWei(test);
    test.clock.set(new Date(trip.departureAt.getTime() + DAY));
    const liNa = { ...(await memberHeaders(test.app, '13600136000')), 'accept-language': 'en' };
    expect(await claimAs(claim, liNa)).toMatchObject({
      code: 'RETRO_REJECTED',
      message: expect.stringContaining('No ticket of yours'),
    });
    zhangWei = await memberHeaders(test.app);
    expect((await claimAs({ ...claim, flightDate: '2026-01-01' })).message).toContain('未找到与您本人');
    expect(
      await test.database.db
        .select()
        .from(pointsFlightAccruals)
        .where(eq(pointsFlightAccruals.ticketId, trip.coupon.couponId)),
    ).toEqual([]);
  });

  it('lists a ticket refused twice once, with the latest reason, and credits it when claimed after flying', async () => {
    const { trip, claim } = await flownForZhangWei(test, { checkedIn: false });
    zhangWei = await memberHeaders(test.app);
    expect((await claimAs(claim)).message).toBe('该客票尚未使用（未乘机），乘机后方可补登');
    expect((await claimAs(claim)).message).toBe('该客票尚未使用（未乘机），乘机后方可补登');
    const listed = async () => {
      const list: JsonReply<RetroListPage> = await (
        await jsonCall(test.app, POINT_CALLS.queryFfpRetroInfo, { pageSize: 50 }, zhangWei)
      ).json();
      return list.data.list.filter((row) => row.ticketNo === claim.ticketNo).map((row) => [row.status, row.reason]);
    };
    expect(await listed()).toEqual([['rejected', '该客票尚未使用（未乘机），乘机后方可补登']]);
    await test.database.db.update(tickets).set({ status: 'checked_in' }).where(eq(tickets.id, trip.coupon.couponId));
    test.clock.set(new Date(trip.departureAt.getTime() + DAY));
    zhangWei = await memberHeaders(test.app);
    expect((await claimAs(claim)).code).toBe('success');
    expect(await listed()).toEqual([['approved', '']]);
  });

  it('refuses a ticket not yet flown, and one flown more than 6 months ago', async () => {
    const { claim: open } = await flownForZhangWei(test, { checkedIn: false });
    expect((await claimAs(open)).message).toBe('该客票尚未使用（未乘机），乘机后方可补登');
    const { trip, claim } = await flownForZhangWei(test);
    test.clock.set(new Date(trip.departureAt.getTime() + 200 * DAY));
    zhangWei = await memberHeaders(test.app);
    expect((await claimAs(claim)).message).toBe('只能补登 6 个月内的航班');
  });

  it('validates the form with spec 5’s messages and changes nothing', async () => {
    const reply = await claimAs({ ...SOME_CLAIM, ticketNo: '88012345', cabin: 'YY' });
    expect(reply.code).not.toBe('success');
    expect(JSON.stringify(reply)).toContain('票号为13位数字');
  });

  it('needs a login and the points guards', async () => {
    expect((await jsonCall(test.app, POINT_CALLS.newFfpRetroInfo, SOME_CLAIM)).statusCode).toBe(401);
    expect((await jsonCall(test.app, POINT_CALLS.queryFfpRetroInfo, {})).statusCode).toBe(401);
    const unverified = await (
      await jsonCall(test.app, POINT_CALLS.queryFfpRetroInfo, {}, await memberHeaders(test.app, '13900139000'))
    ).json();
    expect(unverified.code).toBe('POINTS_REAL_NAME_REQUIRED');
  });
});
