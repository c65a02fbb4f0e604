import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DRAW_RED_ENVELOPE_CALL } from '../../../contract/ancillaries/ancillary-calls';
import type { AncillaryOrder } from '../../../contract/ancillaries/ancillary-order-schemas';
import { walletTransactions } from '../../db/schema/wallet';
import { jsonCall } from '../../testing/test-app';
import { DEMO_TRANSACTION_PASSWORD } from '../member-centre/seed';
import { suiteMemberHeaders } from '../orders/testing/order-test-setup';
import { walletAmounts } from '../wallet/wallet-ledger';
import { ancillaryCaller, bookItems, ticketedTrip } from './testing/ancillary-test-calls';
import { suiteApp } from '../../testing/suite-app';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Issue 26's envelope rule when the calls really overlap: one envelope per coupon, none kept past a refund. */
describe.skipIf(!onPostgres)('red envelopes racing on PostgreSQL', () => {
  const test = suiteApp();
  const zhangWei = suiteMemberHeaders(test);
  const MEMBER = 'demo-verified';

  const meal = () => ancillaryCaller(test.app, 'meal', zhangWei);
  const draw = async (orderNo: string) =>
    (await jsonCall(test.app, DRAW_RED_ENVELOPE_CALL, { orderNo }, zhangWei)).json() as Promise<{ code: string }>;
  const paidMeal = async (key: string, couponId: number, itemCode: string) => {
    const order = await bookItems(meal(), key, [{ couponId, itemCode }]);
    const paid = await meal()('payOrder', {
      orderNo: order.orderNo,
      method: 'wallet',
      idempotencyKey: `${key}-pay`,
      transactionPassword: DEMO_TRANSACTION_PASSWORD,
    });
    expect(paid.data).toMatchObject({ paid: true });
    return order;
  };
  const envelopeCredits = async () =>
    test.database.db
      .select({ amount: walletTransactions.amount, orderNo: walletTransactions.source })
      .from(walletTransactions)
      .where(and(eq(walletTransactions.memberId, MEMBER), eq(walletTransactions.category, 'redEnvelope')));

  it('two paid meal orders on one coupon, each drawn 10 times at once: one envelope in all', async () => {
    const coupon = (await ticketedTrip(test.app, zhangWei, 96)).orders[0]!.coupons[0]!;
    const halal = await paidMeal('race-env-halal', coupon.couponId, 'MHL1');
    const vegetarian = await paidMeal('race-env-veg', coupon.couponId, 'MVG1');
    const before = (await envelopeCredits()).length;
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, index) => draw((index % 2 ? halal : vegetarian).orderNo)),
    );
    expect(new Set(replies.map((reply) => reply.code))).toEqual(new Set(['success', 'ANC_ENVELOPE_NOT_AVAILABLE']));
    expect(replies.filter((reply) => reply.code === 'success')).toHaveLength(10);
    expect(await envelopeCredits()).toHaveLength(before + 1);
  });

  it('10 draws and 10 refunds of one order at once: whatever wins, the wallet keeps no envelope', async () => {
    const coupon = (await ticketedTrip(test.app, zhangWei, 98)).orders[0]!.coupons[0]!;
    const order = await paidMeal('race-env-refund', coupon.couponId, 'MHL1');
    const before = await walletAmounts(test.database.db, MEMBER);
    const calls = Array.from({ length: 20 }, (_, index) =>
      index % 2 ? draw(order.orderNo) : meal()('refundTicket', { orderNo: order.orderNo }),
    );
    const replies = await Promise.all(calls);
    expect(replies.every((reply) => ['success', 'ANC_ENVELOPE_NOT_AVAILABLE'].includes(reply.code!))).toBe(true);
    const after = (await meal()<AncillaryOrder>('orderDetail', { orderNo: order.orderNo })).data;
    expect(after).toMatchObject({ status: 'refunded', refundedAmount: order.totalAmount });
    expect(after.redEnvelope!.returnedAmount).toBe(after.redEnvelope!.amount);
    // The meal's price came back to the wallet it was paid from; a drawn envelope went back out of it.
    expect((await walletAmounts(test.database.db, MEMBER)).total).toBe(before.total + order.totalAmount);
  });
});
