import type { Seeder } from '../../db/seed/seeder';
import { creditWallet } from './wallet-ledger';

const DAY = 86_400_000;

/** 张伟 drew a red envelope with a meal, won one in an activity and had a refund paid to his wallet. */
export const seedDemoWallet: Seeder = async (db, clock) => {
  const now = clock.now().getTime();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY);
  await creditWallet(db, {
    memberId: 'demo-verified',
    category: 'refund',
    amount: 62,
    source: 'demo:refund',
    at: at(40),
  });
  await creditWallet(db, {
    memberId: 'demo-verified',
    category: 'activity',
    amount: 50,
    source: 'demo:activity',
    expiresAt: new Date(now + 200 * DAY),
    at: at(20),
  });
  await creditWallet(db, {
    memberId: 'demo-verified',
    category: 'redEnvelope',
    amount: 88,
    source: 'demo:meal',
    expiresAt: new Date(now + 300 * DAY),
    at: at(10),
  });
};
