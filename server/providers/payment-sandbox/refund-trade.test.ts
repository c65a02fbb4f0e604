import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sandboxRefunds } from '../../db/schema/payments';
import { TEST_NOW } from '../../testing/test-app';
import { GatewayRefundRefused, type PaymentGateway } from './gateway';
import { sandboxGateway } from './sandbox-gateway';
import { suiteApp } from '../../testing/suite-app';
import { insertSandboxTrade } from '../../dev/settled-payment';
import { sandboxTradeOf } from './testing/sandbox-trades';

describe('sandbox gateway refunds', () => {
  const test = suiteApp();
  let gateway: PaymentGateway;
  let trades = 0;
  beforeAll(async () => {
    gateway = sandboxGateway({ db: test.database.db, clock: test.clock, baseUrl: 'http://localhost' });
  });

  async function paidTrade(amount: number, status: 'paid' | 'pending' = 'paid'): Promise<string> {
    const tradeNo = `SB-REFUND-${(trades += 1)}`;
    await insertSandboxTrade(
      test.database.db,
      { tradeNo, merchantPayNo: `PAY-${tradeNo}`, method: 'unionpay', amount, subject: tradeNo, status },
      new Date(TEST_NOW),
    );
    return tradeNo;
  }
  const tradeOf = (tradeNo: string) => sandboxTradeOf(test.database.db, tradeNo);

  it('refunds one payment in two parts, the trade refunded once nothing is left', async () => {
    const tradeNo = await paidTrade(1000);
    const first = await gateway.refund({ tradeNo, requestNo: 'RF-A', amount: 300, reason: 'one passenger' });
    expect(await tradeOf(tradeNo)).toMatchObject({ status: 'paid', refundedAmount: 300 });
    const second = await gateway.refund({ tradeNo, requestNo: 'RF-B', amount: 700, reason: 'the other passenger' });
    expect(second.refundNo).not.toBe(first.refundNo);
    expect(await tradeOf(tradeNo)).toMatchObject({
      status: 'refunded',
      refundedAmount: 1000,
      refundNo: second.refundNo,
    });
    const ledger = await test.database.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.tradeNo, tradeNo));
    expect(ledger.map((row) => row.amount).sort()).toEqual([300, 700]);
  });

  it('refuses more than is left and a trade never paid, refunding nothing', async () => {
    const tradeNo = await paidTrade(500);
    await gateway.refund({ tradeNo, requestNo: 'RF-C', amount: 400, reason: 'most of it' });
    await expect(
      gateway.refund({ tradeNo, requestNo: 'RF-D', amount: 101, reason: 'too much' }),
    ).rejects.toBeInstanceOf(GatewayRefundRefused);
    expect(await tradeOf(tradeNo)).toMatchObject({ status: 'paid', refundedAmount: 400 });
    const pending = await paidTrade(500, 'pending');
    await expect(
      gateway.refund({ tradeNo: pending, requestNo: 'RF-E', amount: 100, reason: 'unpaid' }),
    ).rejects.toBeInstanceOf(GatewayRefundRefused);
  });

  it('pays a repeated request once, even when both arrive together', async () => {
    const tradeNo = await paidTrade(800);
    const request = { tradeNo, requestNo: 'RF-F', amount: 200, reason: 'retried' };
    const [first, second] = await Promise.all([gateway.refund(request), gateway.refund(request)]);
    expect(second).toEqual(first);
    expect(await tradeOf(tradeNo)).toMatchObject({ refundedAmount: 200 });
  });
});
