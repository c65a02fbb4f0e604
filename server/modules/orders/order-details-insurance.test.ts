import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/call-paths';
import type { BookFlightData, OrderDetailsData } from '../../../contract/calls/orders';
import type { RefundApplyResult, RefundQuote } from '../../../contract/calls/refunds';
import { insurancePolicies } from '../../db/schema/insurance';
import { createTestApp, TEST_NOW, type TestApp } from '../../testing/test-app';
import { accountCalls } from '../accounts/routes';
import { createRefundCalls } from '../refunds/routes';
import { recordingPayout, refundCall } from '../refunds/testing/refund-test-kit';
import { couponsInIssueOrder, insertDemoTwoAdultOrder } from '../refunds/testing/ticketed-order';
import { adult, book, bookableFlight, bookingFor, memberHeaders, orderCall } from './testing/order-test-setup';
import { orderCalls } from './routes';

describe('the insurance policies in orderDetails', () => {
  let test: TestApp;
  let zhangWei: Record<string, string>;
  beforeAll(async () => {
    const gateway = recordingPayout();
    test = await createTestApp({
      calls: [...accountCalls, ...orderCalls, ...createRefundCalls({ payoutFor: () => gateway.payout })],
    });
    zhangWei = await memberHeaders(test.app);
  });
  afterAll(() => test.close());

  const details = async (orderNo: string, language: string) => {
    const reply = await orderCall<OrderDetailsData>(
      test.app,
      CALLS.orderDetails,
      { orderNo },
      { ...zhangWei, 'accept-language': language },
    );
    expect(reply.resultCode).toBe('0');
    return reply.data;
  };

  it("lists each passenger's policies by passenger then flight, named in the reader's language, adding up to the total", async () => {
    const flights = [
      await bookableFlight(test.database.db, 'NS3105', '2026-06-16'),
      await bookableFlight(test.database.db, 'NS3105', '2026-06-17'),
    ];
    const insurance = [
      { passengerIndex: 1, productCode: 'FAI-ACCIDENT' },
      { passengerIndex: 0, productCode: 'FAI-DELAY' },
      { passengerIndex: 0, productCode: 'FAI-ACCIDENT' },
    ];
    const reply = await book(test.app, { ...bookingFor(flights, [adult(911), adult(912)]), insurance }, zhangWei);
    expect(reply.resultCode).toBe('0');
    const { orderNo, totalAmount } = reply.data as BookFlightData;

    const english = await details(orderNo, 'en');
    const [first, second] = english.passengers.map((passenger) => passenger.id);
    const [outbound, inbound] = english.segments.map((segment) => segment.id);
    expect(
      english.insurance.map(({ passengerId, segmentId, productCode, productName, premium, refunded }) => ({
        passengerId,
        segmentId,
        productCode,
        productName,
        premium,
        refunded,
      })),
    ).toEqual([
      {
        passengerId: first,
        segmentId: outbound,
        productCode: 'FAI-ACCIDENT',
        productName: 'Flight accident insurance',
        premium: 30,
        refunded: false,
      },
      {
        passengerId: first,
        segmentId: outbound,
        productCode: 'FAI-DELAY',
        productName: 'Flight delay insurance',
        premium: 20,
        refunded: false,
      },
      {
        passengerId: first,
        segmentId: inbound,
        productCode: 'FAI-ACCIDENT',
        productName: 'Flight accident insurance',
        premium: 30,
        refunded: false,
      },
      {
        passengerId: first,
        segmentId: inbound,
        productCode: 'FAI-DELAY',
        productName: 'Flight delay insurance',
        premium: 20,
        refunded: false,
      },
      {
        passengerId: second,
        segmentId: outbound,
        productCode: 'FAI-ACCIDENT',
        productName: 'Flight accident insurance',
        premium: 30,
        refunded: false,
      },
      {
        passengerId: second,
        segmentId: inbound,
        productCode: 'FAI-ACCIDENT',
        productName: 'Flight accident insurance',
        premium: 30,
        refunded: false,
      },
    ]);
    expect(new Set(english.insurance.map((policy) => policy.policyNo)).size).toBe(6);
    const tickets = english.coupons.reduce(
      (sum, coupon) => sum + coupon.fare + coupon.airportFee + coupon.fuelSurcharge,
      0,
    );
    const premiums = english.insurance.reduce((sum, policy) => sum + policy.premium, 0);
    expect(premiums).toBe(160);
    expect(tickets + premiums).toBe(totalAmount);
    expect(english.totalAmount).toBe(totalAmount);

    const traditional = await details(orderNo, 'zh-TW');
    expect(traditional.insurance.map((policy) => policy.productName)).toEqual([
      '航空意外險',
      '航班延誤險',
      '航空意外險',
      '航班延誤險',
      '航空意外險',
      '航空意外險',
    ]);
    expect(traditional.insurance.map((policy) => policy.policyNo)).toEqual(
      english.insurance.map((policy) => policy.policyNo),
    );
    expect((await details(orderNo, 'zh-CN')).insurance[1]!.productName).toBe('航班延误险');
  });

  it('answers an empty list for an order without insurance', async () => {
    const flight = await bookableFlight(test.database.db, 'NS3105', '2026-06-18');
    const reply = await book(test.app, bookingFor([flight], [adult(913)]), zhangWei);
    expect(reply.resultCode).toBe('0');
    const order = await details((reply.data as BookFlightData).orderNo, 'en');
    expect(order.insurance).toEqual([]);
    expect(order.coupons).toHaveLength(1);
  });

  it('marks the policies whose premium went back with a refunded coupon', async () => {
    const db = test.database.db;
    const order = await insertDemoTwoAdultOrder(db);
    const coupons = await couponsInIssueOrder(db, order.ticketIds);
    await db.insert(insurancePolicies).values(
      coupons.map((coupon, index) => ({
        policyNo: `${order.orderNo}P${index}`,
        orderNo: order.orderNo,
        passengerId: coupon.passengerId,
        segmentId: coupon.segmentId,
        productCode: 'FAI-ACCIDENT',
        premium: 30,
        createdAt: new Date(TEST_NOW),
      })),
    );
    const refunded = coupons[0]!;
    const quoted = (await refundCall(
      test,
      'refundQuote',
      { orderNo: order.orderNo, ticketIds: [refunded.id] },
      zhangWei.jwtToken!,
    )) as { data: RefundQuote };
    const applied = (await refundCall(
      test,
      'refundApply',
      { orderNo: order.orderNo, ticketIds: [refunded.id], quoteToken: quoted.data.quoteToken },
      zhangWei.jwtToken!,
    )) as { data: RefundApplyResult };
    expect(applied.data.status).toBe('refunded');
    const after = await details(order.orderNo, 'en');
    expect(after.insurance.map((policy) => [policy.passengerId, policy.refunded])).toEqual([
      [coupons[0]!.passengerId, true],
      [coupons[1]!.passengerId, false],
    ]);
  });
});
