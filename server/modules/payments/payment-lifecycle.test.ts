import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/call-paths';
import { orderEvents } from '../../db/schema/orders';
import { payments, sandboxNotifications, sandboxTransactions } from '../../db/schema/payments';
import { expireOverdueOrders } from '../orders/order-expiry';
import { sandboxPayer } from './testing/sandbox-payer';
import { orderRow, payCall, payerToken, unpaidOrder } from './testing/unpaid-order';
import { suiteApp } from '../../testing/suite-app';

describe('a payment from start to end', () => {
  const test = suiteApp();
  let token: string;
  beforeAll(async () => {
    token = await payerToken(test.app);
  });

  const status = (orderNo: string, payNo: string) =>
    payCall(test.app, CALLS.payStatusByWeixinWeb, { orderNo, payNo }, token);

  it('a declined payment leaves the order pay_failed, and paying again works', async () => {
    const orderNo = await unpaidOrder(test.database.db, test.clock);
    const first = await payCall(test.app, CALLS.payWebByYee, { orderNo }, token);
    await sandboxPayer(test.app).decline(first.data.redirectUrl);
    expect((await status(orderNo, first.data.payNo)).data).toMatchObject({
      status: 'failed',
      orderStatus: 'pay_failed',
    });

    const second = await payCall(test.app, CALLS.payWebByForeign, { orderNo }, token);
    const payer = sandboxPayer(test.app);
    expect((await payer.approve(second.data.redirectUrl)).statusCode).toBe(422);
    const refused = await payer.payByCard(second.data.redirectUrl, {
      cardNumber: '4111111111111112',
      expiry: '01/20',
      cvv: '1',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('This card number is not valid');
    expect(refused.body).toContain('This card has expired');
    expect(refused.body).toContain('id="cvv" name="cvv" autocomplete="cc-csc" inputmode="numeric" value=""');
    expect((await status(orderNo, second.data.payNo)).data.status).toBe('waiting');
    await payer.payByCard(second.data.redirectUrl, { cardNumber: '5555555555554444', expiry: '12/29', cvv: '321' });
    expect((await status(orderNo, second.data.payNo)).data).toMatchObject({ status: 'paid', orderStatus: 'ticketed' });
    const [trade] = await test.database.db
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.merchantPayNo, second.data.payNo));
    expect(trade!.cardLast4).toBe('4444');
    const stored = JSON.stringify([
      await test.database.db.select().from(payments),
      await test.database.db.select().from(sandboxTransactions),
      await test.database.db.select().from(sandboxNotifications),
    ]);
    expect(stored).not.toMatch(/5555555555554444|4111111111111112/);
  });

  it('a card the issuer declines comes back as failed', async () => {
    const orderNo = await unpaidOrder(test.database.db, test.clock);
    const started = await payCall(test.app, CALLS.payWebByForeign, { orderNo }, token);
    await sandboxPayer(test.app).payByCard(started.data.redirectUrl, {
      cardNumber: '4000 0000 0000 0002',
      expiry: '12/29',
      cvv: '321',
    });
    expect((await status(orderNo, started.data.payNo)).data).toMatchObject({
      status: 'failed',
      orderStatus: 'pay_failed',
    });
  });

  it('money that arrives after the order expired goes back automatically', async () => {
    const orderNo = await unpaidOrder(test.database.db, test.clock, { holdMinutes: 5 });
    const started = await payCall(test.app, CALLS.payWebByAlipay, { orderNo }, token);
    test.clock.advance(6 * 60_000);
    expect(await expireOverdueOrders(test.database.db, test.clock)).toContain(orderNo);
    await sandboxPayer(test.app).approve(started.data.redirectUrl);

    expect((await orderRow(test.database.db, orderNo)).status).toBe('canceled');
    expect((await status(orderNo, started.data.payNo)).data).toMatchObject({
      status: 'paid',
      orderStatus: 'canceled',
      refunded: true,
      tickets: [],
    });
    const [trade] = await test.database.db
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.merchantPayNo, started.data.payNo));
    expect(trade!.status).toBe('refunded');
    const events = await test.database.db.select().from(orderEvents).where(eq(orderEvents.orderNo, orderNo));
    expect(events.find((event) => event.kind === 'payment_refunded')?.detail).toMatchObject({
      payNo: started.data.payNo,
      amount: 1460,
    });
  });

  it('a WeChat QR nobody paid expires with its window, and the sandbox page says so', async () => {
    const orderNo = await unpaidOrder(test.database.db, test.clock, { holdMinutes: 60 });
    const started = await payCall(test.app, CALLS.payWebByWeixin, { orderNo }, token);
    test.clock.advance(16 * 60_000);
    expect((await status(orderNo, started.data.payNo)).data).toMatchObject({
      status: 'expired',
      orderStatus: 'pay_failed',
    });
    const page = await sandboxPayer(test.app).open(started.data.qrCodeUrl);
    expect(page.body).toContain('该交易已超时关闭');
    const again = await payCall(test.app, CALLS.payWebByWeixin, { orderNo }, token);
    expect(again.resultCode).toBe('0');
  });

  it('a cancelled order cancels its waiting attempt', async () => {
    const orderNo = await unpaidOrder(test.database.db, test.clock, { holdMinutes: 1 });
    const started = await payCall(test.app, CALLS.payWebByUnionpayPc, { orderNo }, token);
    test.clock.advance(2 * 60_000);
    await expireOverdueOrders(test.database.db, test.clock);
    expect((await status(orderNo, started.data.payNo)).data).toMatchObject({
      status: 'cancelled',
      orderStatus: 'canceled',
    });
    expect((await payCall(test.app, CALLS.payWebByAlipay, { orderNo }, token)).resultCode).toBe(
      'PAY_ORDER_NOT_PAYABLE',
    );
  });

  it('the same pay click sent several times, at once and later, opens one attempt', async () => {
    const orderNo = await unpaidOrder(test.database.db, test.clock);
    const click = () => payCall(test.app, CALLS.payWebByAlipay, { orderNo, idempotencyKey: 'click-0001' }, token);
    const replies = [...(await Promise.all([click(), click(), click()])), await click()];
    expect(new Set(replies.map((reply) => reply.data.payNo)).size).toBe(1);
    expect(
      await test.database.db
        .select()
        .from(sandboxTransactions)
        .where(eq(sandboxTransactions.merchantPayNo, replies[0]!.data.payNo)),
    ).toHaveLength(1);
  });

  it("refuses another member's order and bad input, changing nothing", async () => {
    const orderNo = await unpaidOrder(test.database.db, test.clock);
    const other = await payerToken(test.app, '13700137000');
    expect((await payCall(test.app, CALLS.payWebByAlipay, { orderNo }, other)).resultCode).toBe('PAY_ORDER_NOT_FOUND');
    expect((await payCall(test.app, CALLS.orderAudit, { orderNo }, other)).code).toBe('PAY_ORDER_NOT_FOUND');
    const bad = await payCall(test.app, CALLS.payWebByAlipay, { orderNo: 'x' }, token);
    expect(bad).toMatchObject({ resultCode: 'RR0001', resultMsg: '订单号格式不正确' });
    expect((await orderRow(test.database.db, orderNo)).status).toBe('unpaid');
    const anonymous = await test.app.inject({
      method: 'POST',
      url: CALLS.orderAudit,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ orderNo }),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('orderAudit tells whether and how much to pay; queryWaitPayOrder lists what waits', async () => {
    const orderNo = await unpaidOrder(test.database.db, test.clock, { amount: 990 });
    const audit = await payCall(test.app, CALLS.orderAudit, { orderNo }, token);
    expect(audit.data).toMatchObject({
      orderNo,
      status: 'unpaid',
      payable: true,
      amount: 990,
      passengerNames: ['张伟', '李娜'],
    });
    expect(audit.data.segments[0]).toMatchObject({ flightNo: expect.stringMatching(/^NS\d+/) });
    const waiting = await payCall(test.app, CALLS.queryWaitPayOrder, {}, token);
    expect(waiting.data.orders.map((order: { orderNo: string }) => order.orderNo)).toContain(orderNo);
  });
});
