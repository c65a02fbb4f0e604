import { describe, expect, it } from 'vitest';
import { WALLET_CALLS } from '../../../contract/wallet/wallet-calls';
import { jsonCall } from '../../testing/test-app';
import { memberHeaders } from '../orders/testing/order-test-setup';
import { unpaidOrder } from './testing/unpaid-order';
import { DEMO_TRANSACTION_PASSWORD } from '../member-centre/seed';
import { walletAmounts } from './wallet-ledger';
import { suiteApp } from '../../testing/suite-app';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('wallet payments racing on PostgreSQL', () => {
  const test = suiteApp();

  it('12 orders paying 80 each at once from 200: two are held, the rest refused, nothing below zero', async () => {
    const headers = await memberHeaders(test.app);
    const unpaid = [];
    for (let index = 0; index < 12; index += 1)
      unpaid.push(await unpaidOrder(test, headers, `2026-07-${String(index + 1).padStart(2, '0')}`));
    const replies = await Promise.all(
      unpaid.map(async (order) =>
        (
          await jsonCall(
            test.app,
            WALLET_CALLS.payOrder,
            { orderNo: order.orderNo, amount: 80, transactionPassword: DEMO_TRANSACTION_PASSWORD },
            headers,
          )
        ).json(),
      ),
    );
    expect(replies.filter((reply) => reply.code === 'success')).toHaveLength(2);
    expect(replies.filter((reply) => reply.code === 'WALLET_NOT_ENOUGH')).toHaveLength(10);
    expect(await walletAmounts(test.database.db, 'demo-verified')).toEqual({ total: 200, frozen: 160, available: 40 });
  });

  it('10 sends of one payment at once (one idempotency key): one hold, and every reply is the first one', async () => {
    const headers = await memberHeaders(test.app);
    const order = await unpaidOrder(test, headers, '2026-07-20');
    const before = await walletAmounts(test.database.db, 'demo-verified');
    const payload = {
      orderNo: order.orderNo,
      amount: 20,
      transactionPassword: DEMO_TRANSACTION_PASSWORD,
      idempotencyKey: 'race-same-payment',
    };
    const replies = await Promise.all(
      Array.from({ length: 10 }, async () =>
        (await jsonCall(test.app, WALLET_CALLS.payOrder, payload, headers)).json(),
      ),
    );
    expect(replies.map((reply) => reply.code)).toEqual(Array(10).fill('success'));
    expect(new Set(replies.map((reply) => JSON.stringify(reply.data))).size).toBe(1);
    expect(await walletAmounts(test.database.db, 'demo-verified')).toEqual({
      total: before.total,
      frozen: before.frozen + 20,
      available: before.available - 20,
    });
  });
});
