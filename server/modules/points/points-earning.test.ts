import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POINT_CALLS, type OutlineData } from '../../../contract/points/point-calls';
import { greatCircleKm } from '../../../contract/points/tiers';
import { AIRPORT_COORDINATES } from '../../db/seed/airport-coordinates';
import { memberPointsTransactions, pointsFlightAccruals } from '../../db/schema/points';
import { tickets } from '../../db/schema/orders';
import { jsonCall, type JsonReply } from '../../testing/test-app';
import { memberHeaders } from '../orders/testing/order-test-setup';
import { pointsBalance } from './points-ledger';
import { runPointsJobs } from './points-jobs';
import { checkedInTrip } from '../../dev/checked-in-trip';
import { forceOperation } from './testing/flown-trip';
import { suiteApp } from '../../testing/suite-app';

const HOUR = 3_600_000;
const kmBetween = (origin: string, destination: string) => {
  const [from, to] = [AIRPORT_COORDINATES[origin]!, AIRPORT_COORDINATES[destination]!];
  return greatCircleKm({ latitude: from[0], longitude: from[1] }, { latitude: to[0], longitude: to[1] });
};

describe('earning points by flying', () => {
  const test = suiteApp();
  let zhangWei: Record<string, string>;
  beforeAll(async () => {
    zhangWei = await memberHeaders(test.app);
  });

  const call = async <T>(path: string, payload: unknown = {}, headers = zhangWei): Promise<JsonReply<T>> =>
    (await jsonCall(test.app, path, payload, headers)).json();

  it('a checked-in coupon earns once its flight has left: great-circle km times the class rate, a segment toward the tier', async () => {
    const db = test.database.db;
    const before = await call<OutlineData>(POINT_CALLS.getOutline);
    expect(before.data).toMatchObject({ cardNo: '6000000001', tier: 'ordinary', qualifyingSegments: 0 });
    const trip = await checkedInTrip(db, { memberId: 'demo-verified', now: test.clock.now() });
    await forceOperation(db, test.clock.now(), trip.flightId, { delayMinutes: 0 });
    expect((await runPointsJobs(db, test.clock)).credited).toBe(0);
    test.clock.set(new Date(trip.departureAt.getTime() + HOUR));
    expect((await runPointsJobs(db, test.clock)).credited).toBe(1);
    const [accrual] = await db
      .select()
      .from(pointsFlightAccruals)
      .where(eq(pointsFlightAccruals.ticketId, trip.coupon.couponId));
    const km = kmBetween(trip.flight.origin, trip.flight.destination);
    const rate = { Y: 100, B: 90, M: 80, H: 70, K: 60, L: 50 }[accrual!.bookingClass as 'Y']!;
    expect(accrual).toMatchObject({
      memberId: 'demo-verified',
      standardMileage: km,
      rewardPoints: Math.round((km * rate) / 100),
      extraPoints: 0,
      rewardSegments: 1,
      source: 'flown',
    });
    const [coupon] = await db.select().from(tickets).where(eq(tickets.id, trip.coupon.couponId));
    expect(coupon!.status).toBe('used');
    const after = await call<OutlineData>(POINT_CALLS.getOutline);
    expect(after.data.balance).toBe(before.data.balance + accrual!.rewardPoints);
    expect(after.data).toMatchObject({
      qualifyingSegments: 1,
      qualifyingPoints: accrual!.rewardPoints,
      nextTier: { tier: 'silver', segmentsNeeded: 19 },
    });
    expect(after.data.balance).toBe(await pointsBalance(db, 'demo-verified'));
    // The job again, and again: the coupon has earned.
    await runPointsJobs(db, test.clock);
    expect((await runPointsJobs(db, test.clock)).credited).toBe(0);
    expect(
      await db.select().from(memberPointsTransactions).where(eq(memberPointsTransactions.flightAccrualId, accrual!.id)),
    ).toHaveLength(1);
  });

  it('a coupon of someone else on the member’s order earns nothing for the member', async () => {
    const db = test.database.db;
    const trip = await checkedInTrip(db, {
      memberId: 'demo-verified',
      now: test.clock.now(),
      traveller: { name: '刘洋', documentNo: 'E61234578' },
    });
    test.clock.set(new Date(trip.departureAt.getTime() + HOUR));
    await runPointsJobs(db, test.clock);
    expect(
      await db.select().from(pointsFlightAccruals).where(eq(pointsFlightAccruals.ticketId, trip.coupon.couponId)),
    ).toEqual([]);
  });

  it('a checked-in coupon is not flown before operations say its flight left, and never when the flight is cancelled', async () => {
    const db = test.database.db;
    const late = await checkedInTrip(db, { memberId: 'demo-verified', now: test.clock.now(), departsAfterHours: 30 });
    const canceled = await checkedInTrip(db, {
      memberId: 'demo-verified',
      now: test.clock.now(),
      departsAfterHours: 60,
    });
    await forceOperation(db, test.clock.now(), late.flightId, { delayMinutes: 180 });
    await forceOperation(db, test.clock.now(), canceled.flightId, { cancel: true });
    const statusOf = async (couponId: number) =>
      (await db.select({ status: tickets.status }).from(tickets).where(eq(tickets.id, couponId)))[0]!.status;
    // An hour past its scheduled time the late flight is still at the gate.
    test.clock.set(new Date(late.departureAt.getTime() + HOUR));
    expect((await runPointsJobs(db, test.clock)).credited).toBe(0);
    expect(await statusOf(late.coupon.couponId)).toBe('checked_in');
    test.clock.set(new Date(canceled.departureAt.getTime() + 6 * HOUR));
    expect((await runPointsJobs(db, test.clock)).credited).toBe(1);
    expect(await statusOf(late.coupon.couponId)).toBe('used');
    expect(await statusOf(canceled.coupon.couponId)).toBe('checked_in');
    expect(
      await db.select().from(pointsFlightAccruals).where(eq(pointsFlightAccruals.ticketId, canceled.coupon.couponId)),
    ).toEqual([]);
    zhangWei = await memberHeaders(test.app);
  });

  it('lists the flight in the accrual history with its segment and cabin, filtered by date', async () => {
    const all = await call<{ total: number; list: { flightNo: string; segment: string; standardMileage: number }[] }>(
      POINT_CALLS.getFlightAccrualHistory,
      { pageNo: 1, pageSize: 10 },
    );
    expect(all.data.total).toBe(2);
    expect(all.data.list[0]!.segment).toMatch(/^石家庄-|-石家庄$|^.+-.+$/);
    const none = await call<{ total: number }>(POINT_CALLS.getFlightAccrualHistory, {
      beginDate: '2020-01-01',
      endDate: '2020-12-31',
    });
    expect(none.data.total).toBe(0);
    const detail = await call<{ total: number; list: { kind: string; note: string }[] }>(
      POINT_CALLS.getDetailScoreList,
      { pageSize: 50 },
    );
    expect(detail.data.list[0]).toMatchObject({ kind: 'accrual', note: '乘机累积' });
    const other = await call<{ list: { activity: string }[] }>(POINT_CALLS.getOtherAccrualHistory, {});
    expect(other.data.list.map((row) => row.activity)).toContain('会员活动奖励');
    const wrongRange = await call(POINT_CALLS.getDetailScoreList, { beginDate: '2026-05-01', endDate: '2026-04-01' });
    expect(wrongRange.code).not.toBe('success');
  });

  it('points older than 36 months expire, oldest first, once', async () => {
    const db = test.database.db;
    const balance = await pointsBalance(db, 'demo-renewal');
    const longAgo = new Date(test.clock.now().getTime() - 37 * 31 * 24 * HOUR);
    await db.insert(memberPointsTransactions).values({
      memberId: 'demo-renewal',
      kind: 'accrual',
      points: 1_000,
      note: 'orders.points.note.bonus',
      at: longAgo,
    });
    await db.insert(memberPointsTransactions).values({
      memberId: 'demo-renewal',
      kind: 'redeem',
      points: -400,
      orderNo: 'HB-EXPIRY-TEST',
      note: 'orders.points.note.redeem',
      at: test.clock.now(),
    });
    expect((await runPointsJobs(db, test.clock)).expired).toBe(600);
    await runPointsJobs(db, test.clock);
    expect(await pointsBalance(db, 'demo-renewal')).toBe(balance + 1_000 - 400 - 600);
  });
});

describe('points guards', () => {
  const test = suiteApp();

  it.each([
    POINT_CALLS.getOutline,
    POINT_CALLS.getAccountList,
    POINT_CALLS.getDetailScoreList,
    POINT_CALLS.getFlightAccrualHistory,
  ])('%s: nobody is sent to log in', async (path) => {
    expect((await jsonCall(test.app, path, {})).statusCode).toBe(401);
  });

  it('refuses an unverified member and a member without a club id with spec 5’s messages', async () => {
    const unverified = await (
      await jsonCall(test.app, POINT_CALLS.getOutline, {}, await memberHeaders(test.app, '13900139000'))
    ).json();
    expect(unverified).toMatchObject({
      code: 'POINTS_REAL_NAME_REQUIRED',
      message: '请先实名认证，注册/绑定俱乐部会员',
    });
    const noClub = await (
      await jsonCall(
        test.app,
        POINT_CALLS.getOutline,
        {},
        { ...(await memberHeaders(test.app, '13700137000')), 'accept-language': 'en' },
      )
    ).json();
    expect(noClub).toMatchObject({
      code: 'POINTS_CLUB_REQUIRED',
      message: 'Please register or bind the club on the member home page',
    });
  });

  it('shows each member only their own points', async () => {
    const renewal = await (
      await jsonCall(test.app, POINT_CALLS.getOutline, {}, await memberHeaders(test.app, '13600136000'))
    ).json();
    expect(renewal.data).toMatchObject({ cardNo: '6000000004', balance: 3_200 });
  });

  it('answers the calculator’s standards to visitors', async () => {
    const rates = await (
      await jsonCall(test.app, POINT_CALLS.accureStandard, { origin: 'sjw', destination: 'CAN' })
    ).json();
    expect(rates.data.rates).toContainEqual({ bookingClass: 'Y', cabinClass: 'Y', ratePercent: 100 });
    expect(rates.data.standardMileage).toBe(kmBetween('SJW', 'CAN'));
    const award = await (
      await jsonCall(test.app, POINT_CALLS.exchangeStandard, { origin: 'SJW', destination: 'CAN' })
    ).json();
    expect(award.data.map((row: { cabinClass: string }) => row.cabinClass).sort()).toEqual(['C', 'Y']);
  });
});
