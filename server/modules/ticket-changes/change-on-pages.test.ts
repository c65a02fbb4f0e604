import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/call-paths';
import { tabOfStatus, type OrderSummary } from '../../../contract/calls/orders';
import type { ChangeQuote, ChangeResult } from '../../../contract/calls/ticket-changes';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { accountCalls } from '../accounts/routes';
import { orderCalls } from '../orders/routes';
import { paymentCalls } from '../payments/routes';
import { ticketChangeCalls } from './routes';
import { payCall } from '../payments/testing/unpaid-order';
import { changeCall, loginToken, orderToChange } from './testing/change-test-kit';

/** What the pages need of the change: the order offers it with its coupons' ids, the payment page audits a CG. */
describe('a change as the order and payment pages see it', () => {
  let testApp: TestApp;
  let token: string;
  let orderNo: string;
  let ticketIds: number[];
  beforeAll(async () => {
    testApp = await createTestApp({ calls: [...accountCalls, ...orderCalls, ...paymentCalls, ...ticketChangeCalls] });
    token = await loginToken(testApp, '13800138000');
    const db = testApp.database.db;
    const { target, ...order } = await orderToChange(db, { bookingClass: 'H', daysAhead: 3 });
    ({ orderNo, ticketIds } = order);
    const payload = { orderNo, ticketIds, flightNo: target.flightNo, flightDate: target.flightDate };
    const quoted = await changeCall<ChangeQuote>(testApp, 'changeQuote', payload, token);
    const applied = await changeCall<ChangeResult>(
      testApp,
      'changeApply',
      { ...payload, quoteToken: quoted.data.quoteToken, idempotencyKey: `audit-${orderNo}` },
      token,
    );
    changeNo = applied.data.changeNo;
    amount = applied.data.amount;
  });
  afterAll(() => testApp.close());
  let changeNo: string;
  let amount: number;

  it('the order offers a change and names each coupon by its ticket id', async () => {
    const details = await payCall(testApp.app, CALLS.orderDetails, { orderNo }, token);
    expect(details.data.actions.change).toBe(true);
    expect(details.data.coupons.map((coupon: { ticketId: number }) => coupon.ticketId)).toEqual(
      expect.arrayContaining(ticketIds),
    );
  });

  it('the order list offers the same change on the order’s card', async () => {
    const list = await payCall(testApp.app, CALLS.orderList, { tab: tabOfStatus('ticketed'), pageSize: 50 }, token);
    const card = (list.data.orders as OrderSummary[]).find((order) => order.orderNo === orderNo);
    expect(card?.actions).toEqual({ pay: false, cancel: false, refund: true, checkIn: true, change: true });
  });

  it('the card marks which flight is still to fly: the old one until the change is paid, not the held new one', async () => {
    const list = await payCall(testApp.app, CALLS.orderList, { tab: tabOfStatus('ticketed'), pageSize: 50 }, token);
    const card = (list.data.orders as OrderSummary[]).find((order) => order.orderNo === orderNo)!;
    expect(card.segments.map((segment) => segment.toFly)).toEqual([true, false]);
  });

  it('the payment page audits the unpaid change by its CG number: payable, for what it costs', async () => {
    expect(amount).toBeGreaterThan(0);
    const audit = await payCall(testApp.app, CALLS.orderAudit, { orderNo: changeNo }, token);
    expect(audit.data).toMatchObject({ orderNo: changeNo, status: 'unpaid', payable: true, amount });
  });

  it("another member's change reads as no order at all", async () => {
    const stranger = await loginToken(testApp, '13900139000');
    const audit = await payCall(testApp.app, CALLS.orderAudit, { orderNo: changeNo }, stranger);
    expect(audit.code).toBe('PAY_ORDER_NOT_FOUND');
  });
});
