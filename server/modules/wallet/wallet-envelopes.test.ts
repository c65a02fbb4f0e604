import { beforeAll, describe, expect, it } from 'vitest';
import { WALLET_CALLS, type WalletAccountData } from '../../../contract/wallet/wallet-calls';
import type { Db } from '../../db/client';
import { jsonCall } from '../../testing/test-app';
import { DEMO_TRANSACTION_PASSWORD } from '../member-centre/seed';
import { memberHeaders } from '../orders/testing/order-test-setup';
import { unpaidOrder } from './testing/unpaid-order';
import { creditWallet } from './wallet-ledger';
import { returnWalletShare } from './wallet-refund';
import { suiteApp } from '../../testing/suite-app';

const DAY = 86_400_000;
const MEMBER = 'demo-verified';
type Reply<T> = { code: string; data: T };

describe('the wallet’s envelopes agree with its total', () => {
  const test = suiteApp();
  let headers: Record<string, string>;
  let orderNo: string;
  let paidFromWallet: number;
  let soonExpiry: Date;
  beforeAll(async () => {
    headers = await memberHeaders(test.app);
  });

  const account = async (): Promise<WalletAccountData> => {
    headers = await memberHeaders(test.app);
    const reply: Reply<WalletAccountData> = await (
      await jsonCall(test.app, WALLET_CALLS.queryWalletAccount, { pageSize: 50 }, headers)
    ).json();
    return reply.data;
  };
  const sumOf = (wallet: WalletAccountData) => wallet.envelopes.reduce((sum, envelope) => sum + envelope.amount, 0);
  const refund = (refundNo: string, amount: number) =>
    test.database.db.transaction((tx) =>
      returnWalletShare(tx as unknown as Db, { orderNo, memberId: MEMBER, refundNo, amount, at: test.clock.now() }),
    );

  it('lists each envelope with what is left of it once an order spent from it: they sum to the total', async () => {
    soonExpiry = new Date(test.clock.now().getTime() + 30 * DAY);
    const envelope = await creditWallet(test.database.db, {
      memberId: MEMBER,
      category: 'activity',
      amount: 5_000,
      source: 'test:soon',
      expiresAt: soonExpiry,
      at: test.clock.now(),
    });
    const order = await unpaidOrder(test, headers);
    orderNo = order.orderNo;
    paidFromWallet = order.totalAmount;
    const paid = await jsonCall(
      test.app,
      WALLET_CALLS.payOrder,
      { orderNo, amount: paidFromWallet, transactionPassword: DEMO_TRANSACTION_PASSWORD },
      headers,
    );
    expect((await paid.json()).data).toMatchObject({ paid: true });
    const wallet = await account();
    expect(wallet.totalAmount).toBe(5_200 - paidFromWallet);
    expect(sumOf(wallet)).toBe(wallet.totalAmount);
    // The payment spent the envelope expiring soonest: it shows what is left of it.
    expect(wallet.envelopes.find((listed) => listed.transactionNo === envelope)?.amount).toBe(5_000 - paidFromWallet);
  });

  it('gives a refund back to the envelope it was spent from, with that envelope’s expiry, once', async () => {
    const before = await account();
    const half = Math.floor(paidFromWallet / 2);
    expect(await refund('RF-HALF', half)).toBe(half);
    expect(await refund('RF-HALF', half)).toBe(half);
    const wallet = await account();
    expect(wallet.totalAmount).toBe(before.totalAmount + half);
    expect(sumOf(wallet)).toBe(wallet.totalAmount);
    const returned = wallet.envelopes.filter((envelope) => envelope.category === 'refund' && envelope.expiresOn);
    expect(returned.map((envelope) => [envelope.amount, envelope.expiresOn])).toEqual([
      [half, before.envelopes.find((envelope) => envelope.category === 'activity')!.expiresOn],
    ]);
    // No envelope lasts longer than the ones the member was given.
    const latest = (listed: WalletAccountData) =>
      listed.envelopes
        .map((envelope) => envelope.expiresOn ?? '')
        .sort()
        .at(-1);
    expect(latest(wallet)).toBe(latest(before));
  });

  it('lets money given back to an envelope that has expired meanwhile expire, not come back as new money', async () => {
    test.clock.set(new Date(soonExpiry.getTime() + DAY));
    const rest = paidFromWallet - Math.floor(paidFromWallet / 2);
    expect(await refund('RF-REST', rest)).toBe(rest);
    const wallet = await account();
    expect(wallet.totalAmount).toBe(200);
    expect(sumOf(wallet)).toBe(wallet.totalAmount);
    expect(
      wallet.bills.list
        .slice(0, 3)
        .map((bill) => bill.category)
        .sort(),
    ).toEqual(['expire', 'expire', 'refund']);
  });
});
