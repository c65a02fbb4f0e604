import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RefundApplyResult, RefundQuote } from '../../../contract/calls/refunds';
import { insurancePolicies } from '../../db/schema/insurance';
import { TEST_NOW } from '../../testing/test-app';
import { refundCall, refundSuite } from './testing/refund-test-kit';
import { couponsInIssueOrder, FIXTURE_PRICES, insertDemoTwoAdultOrder } from './testing/ticketed-order';

describe('travel insurance on a refund', () => {
  const { testApp, gateway, zhangWei } = refundSuite();

  /** Two adults on two flights ten days ahead; each adult holds accident insurance (30) on every flight, the first also delay (20). */
  async function insuredOrder() {
    const db = testApp.database.db;
    const order = await insertDemoTwoAdultOrder(db, { legs: 2 });
    const coupons = await couponsInIssueOrder(db, order.ticketIds);
    const policies = coupons.flatMap((coupon) => [
      { productCode: 'FAI-ACCIDENT', premium: 30, coupon },
      ...(coupon.passengerId === coupons[0]!.passengerId ? [{ productCode: 'FAI-DELAY', premium: 20, coupon }] : []),
    ]);
    await db.insert(insurancePolicies).values(
      policies.map(({ productCode, premium, coupon }, index) => ({
        policyNo: `${order.orderNo}I${index}`,
        orderNo: order.orderNo,
        passengerId: coupon.passengerId,
        segmentId: coupon.segmentId,
        productCode,
        premium,
        createdAt: new Date(TEST_NOW),
      })),
    );
    return { ...order, coupons };
  }
  const quote = async (orderNo: string, ticketIds?: number[]) =>
    ((await refundCall(testApp, 'refundQuote', { orderNo, ticketIds }, zhangWei.token)) as { data: RefundQuote }).data;
  const apply = async (orderNo: string, ticketIds: number[], quoteToken: string) =>
    (
      (await refundCall(testApp, 'refundApply', { orderNo, ticketIds, quoteToken }, zhangWei.token)) as {
        data: RefundApplyResult;
      }
    ).data;

  it('gives the premiums of the refunded passenger on that flight back, as their own line', async () => {
    const order = await insuredOrder();
    const firstCoupon = order.coupons[0]!;
    const quoted = await quote(order.orderNo, [firstCoupon.id]);
    const { fare, airportFee, fuelSurcharge } = FIXTURE_PRICES.ADT;
    const line = quoted.coupons.find((coupon) => coupon.ticketId === firstCoupon.id)!;
    expect(line).toMatchObject({ insurance: 50, refundAmount: fare - line.fee + airportFee + fuelSurcharge + 50 });
    expect(quoted.totals).toMatchObject({ insurance: 50, refundAmount: line.refundAmount });
    const refund = await apply(order.orderNo, [firstCoupon.id], quoted.quoteToken!);
    expect(refund).toMatchObject({ status: 'refunded', amount: line.refundAmount });
    expect(gateway.sent.at(-1)).toMatchObject({ refundNo: refund.refundNo, amount: line.refundAmount });
    const policies = await testApp.database.db
      .select()
      .from(insurancePolicies)
      .where(eq(insurancePolicies.orderNo, order.orderNo))
      .orderBy(asc(insurancePolicies.id));
    const refunded = policies.filter((policy) => policy.refundNo === refund.refundNo);
    expect(refunded.map((policy) => [policy.passengerId, policy.segmentId, policy.premium])).toEqual([
      [firstCoupon.passengerId, firstCoupon.segmentId, 30],
      [firstCoupon.passengerId, firstCoupon.segmentId, 20],
    ]);
    expect(policies.filter((policy) => policy.refundNo === null)).toHaveLength(policies.length - 2);
  });

  it('quotes the other coupons still with their own premiums, and the refunded one with none', async () => {
    const order = await insuredOrder();
    const quotedAll = await quote(order.orderNo);
    expect(quotedAll.coupons.map((coupon) => coupon.insurance).sort()).toEqual([30, 30, 50, 50]);
    expect(quotedAll.totals.insurance).toBe(160);
    const firstId = order.coupons[0]!.id;
    await apply(order.orderNo, [firstId], (await quote(order.orderNo, [firstId])).quoteToken!);
    const after = await quote(order.orderNo);
    expect(after.coupons.find((coupon) => coupon.ticketId === firstId)).toMatchObject({
      refundable: false,
      reason: 'refunded',
      insurance: 0,
    });
    expect(after.totals.insurance).toBe(110);
  });
});
