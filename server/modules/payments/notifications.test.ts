import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/call-paths';
import { loadConfig } from '../../config';
import { orderEvents } from '../../db/schema/orders';
import { paymentNotifications, payments, sandboxNotifications } from '../../db/schema/payments';
import type { GatewayNotification } from '../../providers/payment-sandbox/gateway';
import {
  attemptDelivery,
  deliverDueNotifications,
  injectSender,
  type NotificationSender,
} from '../../providers/payment-sandbox/notification-delivery';
import { merchantKey, signNotification } from '../../providers/payment-sandbox/merchant-key';
import { settleTrade } from '../../providers/payment-sandbox/settle-trade';
import { jsonCall } from '../../testing/test-app';
import { PAYMENT_NOTIFY_PATH } from './payment-gateway';
import { orderRow, payCall, payerToken, unpaidOrder } from './testing/unpaid-order';
import { suiteApp } from '../../testing/suite-app';

describe('gateway notifications', () => {
  const test = suiteApp();
  let token: string;
  beforeAll(async () => {
    token = await payerToken(test.app);
  });

  /** An Alipay attempt the gateway has settled, its notification queued but not yet sent. */
  async function settledAttempt(outcome: 'paid' | 'declined' = 'paid') {
    const orderNo = await unpaidOrder(test.database.db, test.clock);
    const started = await payCall(test.app, CALLS.payWebByAlipay, { orderNo }, token);
    const [payment] = await test.database.db.select().from(payments).where(eq(payments.payNo, started.data.payNo));
    const settled = await settleTrade(
      { db: test.database.db, clock: test.clock, config: loadConfig({ NODE_ENV: 'test' }) },
      payment!.gatewayTradeNo!,
      outcome,
    );
    if (settled.kind !== 'settled') throw new Error(settled.kind);
    const [queued] = await test.database.db
      .select()
      .from(sandboxNotifications)
      .where(eq(sandboxNotifications.notifyId, settled.notifyId));
    return {
      orderNo,
      payNo: started.data.payNo as string,
      notifyId: settled.notifyId,
      body: queued!.body as unknown as GatewayNotification,
    };
  }

  const eventsOf = async (orderNo: string, kind: string) =>
    (await test.database.db.select().from(orderEvents).where(eq(orderEvents.orderNo, orderNo))).filter(
      (event) => event.kind === kind,
    ).length;

  it('refuses a notification with a bad signature and changes nothing', async () => {
    const { orderNo, body } = await settledAttempt();
    for (const forged of [
      { ...body, sign: 'ab'.repeat(32) },
      { ...body, amount: '1' },
      { ...body, outcome: 'declined' },
    ]) {
      const reply = (await jsonCall(test.app, PAYMENT_NOTIFY_PATH, forged)).json();
      expect(reply.code).toBe('PAY_BAD_SIGNATURE');
    }
    expect((await orderRow(test.database.db, orderNo)).status).toBe('paying');
    expect(
      await test.database.db.select().from(paymentNotifications).where(eq(paymentNotifications.tradeNo, body.tradeNo)),
    ).toEqual([]);
  });

  it('applies 100 replays of one notification, sent at once, exactly once', async () => {
    const { orderNo, payNo, body } = await settledAttempt();
    const replies = await Promise.all(Array.from({ length: 100 }, () => jsonCall(test.app, PAYMENT_NOTIFY_PATH, body)));
    expect(replies.every((reply) => reply.json().code === 'success')).toBe(true);
    expect(replies.filter((reply) => reply.json().data.effect === 'paid')).toHaveLength(1);
    const order = await orderRow(test.database.db, orderNo);
    expect(order.status).toBe('ticketed');
    expect(await eventsOf(orderNo, 'paid')).toBe(1);
    expect(await eventsOf(orderNo, 'ticketed')).toBe(1);
    const [{ value }] = await test.database.db
      .select({ value: count() })
      .from(paymentNotifications)
      .where(eq(paymentNotifications.payNo, payNo));
    expect(value).toBe(1);
    const status = await payCall(test.app, CALLS.payStatusByWeixinWeb, { orderNo, payNo }, token);
    expect(status.data.tickets).toHaveLength(2);
  });

  it('never turns a success into a failure: a later decline for the paid attempt is ignored', async () => {
    const { orderNo, payNo, body } = await settledAttempt();
    await jsonCall(test.app, PAYMENT_NOTIFY_PATH, body);
    const fields = { ...body, notifyId: `${body.notifyId}X`, outcome: 'declined' as const };
    const signedDecline = {
      ...fields,
      sign: signNotification(
        fields,
        await merchantKey({ db: test.database.db, clock: test.clock, config: loadConfig({ NODE_ENV: 'test' }) }),
      ),
    };
    const reply = (await jsonCall(test.app, PAYMENT_NOTIFY_PATH, signedDecline)).json();
    expect(reply).toMatchObject({ code: 'success', data: { effect: 'ignored' } });
    expect((await orderRow(test.database.db, orderNo)).status).toBe('ticketed');
    expect((await payCall(test.app, CALLS.payStatusByWeixinWeb, { orderNo, payNo }, token)).data.status).toBe('paid');
  });

  it('resends with back-off until acknowledged, then stops', async () => {
    // The earlier tests' notifications were never sent by the gateway: delivered (as replays) out of the way.
    await deliverDueNotifications(test.database.db, test.clock, injectSender(test.app));
    const { orderNo, notifyId } = await settledAttempt();
    const sent: number[] = [];
    const unreachable: NotificationSender = async () => {
      sent.push(test.clock.now().getTime());
      throw new Error('connect ECONNREFUSED');
    };
    const start = test.clock.now().getTime();
    expect(await attemptDelivery(test.database.db, test.clock, notifyId, unreachable)).toBe(false);
    expect(await deliverDueNotifications(test.database.db, test.clock, unreachable)).toBe(0);
    expect(sent).toEqual([start]);
    test.clock.advance(15_000);
    await deliverDueNotifications(test.database.db, test.clock, unreachable);
    test.clock.advance(14_000);
    await deliverDueNotifications(test.database.db, test.clock, unreachable);
    expect(sent).toEqual([start, start + 15_000]);
    expect((await orderRow(test.database.db, orderNo)).status).toBe('paying');

    test.clock.advance(1_000);
    expect(await deliverDueNotifications(test.database.db, test.clock, injectSender(test.app))).toBe(1);
    expect((await orderRow(test.database.db, orderNo)).status).toBe('ticketed');
    const [row] = await test.database.db
      .select()
      .from(sandboxNotifications)
      .where(eq(sandboxNotifications.notifyId, notifyId));
    expect(row).toMatchObject({ attempts: 3, lastError: null });
    test.clock.advance(3_600_000);
    expect(await deliverDueNotifications(test.database.db, test.clock, unreachable)).toBe(0);
    expect(sent).toHaveLength(2);
  });
});
