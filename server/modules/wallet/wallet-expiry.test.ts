import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { WALLET_CALLS, type WalletAccountData } from '../../../contract/wallet/wallet-calls';
import { walletHolds, walletTransactions } from '../../db/schema/wallet';
import { jsonCall, type TestApp } from '../../testing/test-app';
import { memberHeaders } from '../orders/testing/order-test-setup';
import { unpaidOrder } from './testing/unpaid-order';
import { expireWalletCredits } from './wallet-expiry';
import { creditWallet, walletAmounts } from './wallet-ledger';
import { releaseHold } from './wallet-holds';
import { suiteApp } from '../../testing/suite-app';

const DAY = 86_400_000;

describe('red envelopes expire', () => {
  const test = suiteApp();

  const days = (count: number) => new Date(test.clock.now().getTime() + count * DAY);

  it('what is left of an envelope past its expiry leaves the wallet as an expire bill, once; the soonest-expiring money is spent first', async () => {
    const db = test.database.db;
    const start = test.clock.now();
    await creditWallet(db, {
      memberId: 'demo-renewal',
      category: 'redEnvelope',
      amount: 100,
      source: 'test:expiry-a',
      expiresAt: days(10),
      at: start,
    });
    await creditWallet(db, {
      memberId: 'demo-renewal',
      category: 'activity',
      amount: 50,
      source: 'test:expiry-b',
      expiresAt: days(20),
      at: start,
    });
    await creditWallet(db, {
      memberId: 'demo-renewal',
      category: 'refund',
      amount: 30,
      source: 'test:expiry-c',
      at: start,
    });
    // A payment of 120 took all of the first envelope and 20 of the second.
    await db.insert(walletTransactions).values({
      transactionNo: 'WTEST-EXPIRY-PAY',
      memberId: 'demo-renewal',
      category: 'payment',
      amount: -120,
      at: start,
    });
    try {
      test.clock.set(days(15));
      expect(await expireWalletCredits(db, test.clock)).toBe(0);
      test.clock.set(new Date(start.getTime() + 25 * DAY));
      expect(await expireWalletCredits(db, test.clock)).toBe(30);
      expect(await expireWalletCredits(db, test.clock)).toBe(0);
      expect(await walletAmounts(db, 'demo-renewal')).toMatchObject({ total: 30 });
      const reply = (await (
        await jsonCall(test.app, WALLET_CALLS.queryWalletAccount, {}, await memberHeaders(test.app, '13600136000'))
      ).json()) as { data: WalletAccountData };
      expect(reply.data.totalAmount).toBe(30);
      expect(reply.data.bills.list.filter((bill) => bill.category === 'expire').map((bill) => bill.amount)).toEqual([
        -30,
      ]);
      // What is left is the refund that never expires: the envelopes still valid sum to the total.
      expect(reply.data.envelopes.map((envelope) => [envelope.category, envelope.amount, envelope.expiresOn])).toEqual([
        ['refund', 30, null],
      ]);
    } finally {
      test.clock.set(start);
    }
  });

  it('leaves money frozen for an open payment alone until the payment ends', async () => {
    const db = test.database.db;
    const start = test.clock.now();
    const headers = await memberHeaders(test.app);
    const order = await unpaidOrder(test, headers);
    const before = (await walletAmounts(db, 'demo-verified')).total;
    await creditWallet(db, {
      memberId: 'demo-verified',
      category: 'redEnvelope',
      amount: 40,
      source: 'test:expiry-held',
      expiresAt: new Date(start.getTime() + 60_000),
      at: start,
    });
    await db.insert(walletHolds).values({
      memberId: 'demo-verified',
      orderNo: order.orderNo,
      amount: before + 40,
      status: 'held',
      createdAt: start,
    });
    try {
      test.clock.set(new Date(start.getTime() + 120_000));
      expect(await expireWalletCredits(db, test.clock)).toBe(0);
      await releaseHold(db, order.orderNo, test.clock.now());
      expect(await expireWalletCredits(db, test.clock)).toBe(40);
      const amounts = await walletAmounts(db, 'demo-verified');
      expect(amounts).toMatchObject({ total: before, frozen: 0 });
      expect(
        await db
          .select()
          .from(walletTransactions)
          .where(eq(walletTransactions.source, 'expire:' + (await sourceNo(db, 'test:expiry-held')))),
      ).toHaveLength(1);
    } finally {
      test.clock.set(start);
    }
  });
});

async function sourceNo(db: TestApp['database']['db'], source: string): Promise<string> {
  const [row] = await db
    .select({ transactionNo: walletTransactions.transactionNo })
    .from(walletTransactions)
    .where(eq(walletTransactions.source, source));
  return row!.transactionNo;
}
