import { beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/call-paths';
import type { QueryCombiByCombiIdData } from '../../../contract/calls/combi';
import { jsonCall, jsonReplyIn } from '../../testing/test-app';
import {
  ancillaryCaller,
  bookItems,
  ownerAndStrangerSuite,
  payAtGateway,
  ticketedTrip,
} from './testing/ancillary-test-calls';

describe('combi/v1/queryCombiByCombiId', () => {
  const { test, zhangWei: owner, stranger } = ownerAndStrangerSuite();
  let trip: Awaited<ReturnType<typeof ticketedTrip>>['orders'][number];
  let luggageNo: string;
  let mealNo: string;
  const ask = (payload: unknown, headers: Record<string, string>, language = 'en') =>
    jsonReplyIn<QueryCombiByCombiIdData>(test.app, CALLS.queryCombiByCombiId, payload, language, headers);
  beforeAll(async () => {
    trip = (await ticketedTrip(test.app, owner, 72)).orders[0]!;
    const [adult, child] = trip.coupons;
    const luggage = ancillaryCaller(test.app, 'luggage', owner);
    luggageNo = (await bookItems(luggage, 'combi-luggage', [{ couponId: adult!.couponId, itemCode: 'LG10' }])).orderNo;
    await payAtGateway(test.app, luggage, luggageNo);
    const meal = ancillaryCaller(test.app, 'meal', owner);
    mealNo = (await bookItems(meal, 'combi-meal', [{ couponId: child!.couponId, itemCode: 'MHL1' }])).orderNo;
  });

  it('shows the member’s booking with the luggage and meals bought for it, by order number and a passenger’s name', async () => {
    const reply = await ask({ combiId: trip.orderNo.toLowerCase(), passengerName: trip.coupons[1]!.name }, owner);
    expect(reply.code).toBe('success');
    expect(reply.data.combiId).toBe(trip.orderNo);
    expect(reply.data.flights).toHaveLength(1);
    expect(reply.data.passengers).toEqual(trip.coupons.map((coupon) => coupon.name));
    expect(reply.data.luggage.map((order) => [order.orderNo, order.status])).toEqual([[luggageNo, 'paid']]);
    expect(reply.data.meal.map((order) => [order.orderNo, order.status])).toEqual([[mealNo, 'unpaid']]);
  });

  it('answers a wrong name, an unknown number and another member alike, in the user’s language', async () => {
    const name = trip.coupons[0]!.name;
    const replies = [
      await ask({ combiId: trip.orderNo, passengerName: '王五' }, owner),
      await ask({ combiId: 'HB00000000000', passengerName: name }, owner),
      await ask({ combiId: trip.orderNo, passengerName: name }, stranger),
    ];
    expect(replies.map((reply) => [reply.code, reply.message, reply.data])).toEqual(
      Array(3).fill([
        'COMBI_NOT_FOUND',
        "No booking of yours was found: check the order number and the passenger's name",
        undefined,
      ]),
    );
    expect((await ask({ combiId: 'HB00000000001', passengerName: name }, owner, 'zh-TW')).message).toBe(
      '未找到您的這筆訂單，請核對訂單號與乘機人姓名',
    );
  });

  it('sends nobody to log in', async () => {
    const reply = await jsonCall(test.app, CALLS.queryCombiByCombiId, {
      combiId: trip.orderNo,
      passengerName: trip.coupons[0]!.name,
    });
    expect(reply.statusCode).toBe(401);
  });

  it('refuses a malformed order number with a clear message and changes nothing', async () => {
    expect(await ask({ combiId: 'HB-1', passengerName: trip.coupons[0]!.name }, owner, 'zh-CN')).toMatchObject({
      rCode: 'RR0001',
    });
    expect((await ask({ combiId: 'HB-1', passengerName: 'x' }, owner)).rMessage).toBe('The order number is not valid');
    const meal = await ancillaryCaller(test.app, 'meal', owner)('orderDetail', { orderNo: mealNo });
    expect(meal.data.status).toBe('unpaid');
  });
});
