import { describe, expect, it } from 'vitest';
import { riskAttempts, riskDevices, riskSliderChallenges, riskTokens } from '../../db/schema/risk';
import { sweepRiskRecords } from './risk-sweep';
import { suiteApp } from '../../testing/suite-app';

const DAY = 24 * 60 * 60 * 1000;

describe('the risk sweep', () => {
  const test = suiteApp();

  it('forgets long-unseen devices, old attempts and old challenges, and keeps everything a rule can still read', async () => {
    const { db } = test.database;
    const now = test.clock.now().getTime();
    const daysAgo = (days: number) => new Date(now - days * DAY);
    await db.insert(riskDevices).values([
      { dfp: 'unseen', createdAt: daysAgo(60) },
      { dfp: 'old-but-active', createdAt: daysAgo(60) },
      { dfp: 'new', createdAt: daysAgo(1) },
    ]);
    await db.insert(riskTokens).values([
      { token: 't-unseen', dfp: 'unseen', expiresAt: daysAgo(40) },
      { token: 't-active', dfp: 'old-but-active', expiresAt: daysAgo(2) },
    ]);
    await db.insert(riskAttempts).values([
      { action: 'login', scope: 'subject', key: '13800138000', outcome: 'failure', at: daysAgo(3) },
      { action: 'login', scope: 'subject', key: '13800138000', outcome: 'failure', at: daysAgo(0.5) },
    ]);
    await db.insert(riskSliderChallenges).values([
      { id: 'old', dfp: 'new', targetOffset: 100, issuedAt: daysAgo(3), expiresAt: daysAgo(3) },
      { id: 'fresh', dfp: 'new', targetOffset: 100, issuedAt: daysAgo(0), expiresAt: new Date(now + 60_000) },
    ]);

    expect(await sweepRiskRecords(db, test.clock)).toEqual({ devices: 1, attempts: 1, challenges: 1 });

    const devices = await db.select({ dfp: riskDevices.dfp }).from(riskDevices);
    expect(devices.map((device) => device.dfp).sort()).toEqual(['new', 'old-but-active']);
    expect((await db.select().from(riskTokens)).map((token) => token.token)).toEqual(['t-active']);
    expect(await sweepRiskRecords(db, test.clock)).toEqual({ devices: 0, attempts: 0, challenges: 0 });
  });
});
