import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { WALLET_CALLS } from '../../../contract/wallet/wallet-calls';
import { walletTransactions } from '../../db/schema/wallet';
import { jsonCall } from '../../testing/test-app';
import { DEMO_TRANSACTION_PASSWORD } from '../member-centre/seed';
import { memberHeaders } from '../orders/testing/order-test-setup';
import { unpaidOrder } from './testing/unpaid-order';
import { expireWalletCredits } from './wallet-expiry';
import { creditWallet, walletAmounts } from './wallet-ledger';
import { suiteApp } from '../../testing/suite-app';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('red-envelope expiry racing payments on PostgreSQL', () => {
  const test = suiteApp();

  it('three expiry jobs and two payments at once: the envelope expires at most once, nothing frozen is expired, nothing below zero', async () => {
    const db = test.database.db;
    const headers = await memberHeaders(test.app);
    const orders = [await unpaidOrder(test, headers, '2026-07-20'), await unpaidOrder(test, headers, '2026-07-21')];
    const start = test.clock.now();
    await creditWallet(db, {
      memberId: 'demo-verified',
      category: 'redEnvelope',
      amount: 100,
      source: 'race:expiry',
      expiresAt: new Date(start.getTime() + 60_000),
      at: start,
    });
    test.clock.set(new Date(start.getTime() + 120_000));
    const pay = (orderNo: string) =>
      jsonCall(
        test.app,
        WALLET_CALLS.payOrder,
        { orderNo, amount: 150, transactionPassword: DEMO_TRANSACTION_PASSWORD },
        headers,
      );
    await Promise.all([
      expireWalletCredits(db, test.clock),
      pay(orders[0]!.orderNo),
      expireWalletCredits(db, test.clock),
      pay(orders[1]!.orderNo),
      expireWalletCredits(db, test.clock),
    ]);
    const [credit] = await db.select().from(walletTransactions).where(eq(walletTransactions.source, 'race:expiry'));
    const expiries = await db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.source, `expire:${credit!.transactionNo}`));
    expect(expiries.length).toBeLessThanOrEqual(1);
    const amounts = await walletAmounts(db, 'demo-verified');
    expect(amounts.total).toBeGreaterThanOrEqual(0);
    expect(amounts.available).toBeGreaterThanOrEqual(0);
    expect(amounts.total).toBe(300 - (expiries[0] ? 100 : 0));
  });
});
