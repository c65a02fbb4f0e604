import type { TestApp } from '../../../testing/test-app';
import { creditWallet } from '../wallet-ledger';

/** Puts `amount` CNY of activity money (it never expires) in the member's wallet now, for a suite that pays with it. */
export const giveActivityMoney = (test: TestApp, memberId: string, amount: number, source: string) =>
  creditWallet(test.database.db, { memberId, category: 'activity', amount, source, at: test.clock.now() });
