import { beforeAll, describe, expect, it } from 'vitest';
import { CALLS, REFUND_CALLS } from '../../../contract/call-paths';
import { formCall, jsonCall } from '../../testing/test-app';
import { LI_NA, tripFor } from '../check-in/testing/check-in-test-calls';
import { suiteMemberHeaders } from './testing/order-test-setup';
import type { TicketedTrip } from '../../dev/ticketed-trip';
import { orderRow, unpaidOrder } from '../payments/testing/unpaid-order';
import { suiteApp } from '../../testing/suite-app';

/**
 * Every call that takes an order number (a number a stranger could guess) answers only the order's own
 * member: another member gets "no such order" and nothing of it, nobody logged in gets 401.
 */
describe('calls by order number, as another member and as nobody', () => {
  const test = suiteApp();
  const zhangWei = suiteMemberHeaders(test);
  const liNa = suiteMemberHeaders(test, LI_NA.mobile);
  let unpaid: string;
  let payNo: string;
  let ticketed: TicketedTrip;
  beforeAll(async () => {
    unpaid = await unpaidOrder(test.database.db, test.clock);
    payNo = (await send(CALLS.payWebByAlipay, { orderNo: unpaid }, zhangWei)).body.data.payNo;
    ticketed = await tripFor(test);
  });

  async function send(path: string, payload: unknown, headers: Record<string, string> = {}) {
    const call = path.startsWith('/mid_website/') ? formCall : jsonCall;
    const response = await call(test.app, path, payload, headers);
    return { status: response.statusCode, body: response.json(), text: response.body };
  }

  const byOrderNumber = () => [
    { path: CALLS.orderDetails, payload: { orderNo: unpaid }, refusal: 'ORDER_NOT_FOUND' },
    { path: CALLS.cancelOrder, payload: { orderNo: unpaid }, refusal: 'ORDER_NOT_FOUND' },
    { path: CALLS.payWebByAlipay, payload: { orderNo: unpaid }, refusal: 'PAY_ORDER_NOT_FOUND' },
    { path: CALLS.payStatusByWeixinWeb, payload: { orderNo: unpaid, payNo }, refusal: 'PAY_NOT_FOUND' },
    { path: CALLS.orderAudit, payload: { orderNo: unpaid }, refusal: 'PAY_ORDER_NOT_FOUND' },
    { path: REFUND_CALLS.refundQuote, payload: { orderNo: ticketed.orderNo }, refusal: 'REFUND_ORDER_NOT_FOUND' },
    {
      path: REFUND_CALLS.refundApply,
      payload: { orderNo: ticketed.orderNo, ticketIds: [ticketed.coupons[0]!.couponId] },
      refusal: 'REFUND_ORDER_NOT_FOUND',
    },
    { path: REFUND_CALLS.refundProgress, payload: { orderNo: ticketed.orderNo }, refusal: 'REFUND_ORDER_NOT_FOUND' },
  ];

  it("gives another member nothing of someone else's order, and changes nothing", async () => {
    for (const { path, payload, refusal } of byOrderNumber()) {
      const { body, text } = await send(path, payload, liNa);
      expect({ path, code: body.resultCode ?? body.code }).toEqual({ path, code: refusal });
      expect(text).not.toContain(ticketed.pnr);
      expect(text).not.toContain(ticketed.coupons[0]!.name);
    }
    expect((await orderRow(test.database.db, unpaid)).status).toBe('paying');
    expect((await orderRow(test.database.db, ticketed.orderNo)).status).toBe('ticketed');
  });

  it('asks nobody logged in to log in', async () => {
    for (const { path, payload } of byOrderNumber())
      expect({ path, status: (await send(path, payload)).status }).toEqual({ path, status: 401 });
  });

  it('answers the order’s own member', async () => {
    expect((await send(CALLS.orderDetails, { orderNo: unpaid }, zhangWei)).body.resultCode).toBe('0');
    expect((await send(REFUND_CALLS.refundQuote, { orderNo: ticketed.orderNo }, zhangWei)).body.resultCode).toBe('0');
  });
});
