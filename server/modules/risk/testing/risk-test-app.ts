import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { createApp } from '../../../app';
import { defineCall, type Call } from '../../../calls/call';
import { CallError } from '../../../calls/call-error';
import { manualClock } from '../../../clock';
import { loadConfig } from '../../../config';
import { migrateDatabase, openPglite, type Database } from '../../../db/client';
import { TEST_NOW } from '../../../testing/test-app';
import { guardAttempt, recordAttemptFailure, recordAttemptSuccess } from '../risk-engine';
import { riskCalls } from '../routes';

export const GUARDED_LOGIN_PATH = '/mid_website/test/guardedLogin';
export const GUARDED_SMS_PATH = '/proxy/test/v1/guardedSmsCode';
export const CORRECT_PASSWORD = 'Right#Pass1';

/** A login the way the accounts module guards it: the guard first, then the outcome recorded. */
const guardedLogin = defineCall({
  path: GUARDED_LOGIN_PATH,
  input: z.object({ account: z.string().min(1), password: z.string() }),
  handle: async (input, context) => {
    const attempt = { action: 'login' as const, subject: input.account };
    await guardAttempt(context, attempt);
    if (input.password !== CORRECT_PASSWORD) {
      await recordAttemptFailure(context, attempt);
      throw new CallError('E401', 'errors.invalidField', { field: 'password' });
    }
    await recordAttemptSuccess(context, attempt);
    return { account: input.account };
  },
});

const guardedSmsCode = defineCall({
  path: GUARDED_SMS_PATH,
  input: z.object({ mobile: z.string().min(1) }),
  handle: async (input, context) => {
    const attempt = { action: 'smsCode' as const, subject: input.mobile };
    await guardAttempt(context, attempt);
    await recordAttemptSuccess(context, attempt);
    return { sent: true };
  },
});

export interface RiskTestApp {
  app: FastifyInstance;
  database: Database;
  clock: ReturnType<typeof manualClock>;
  close(): Promise<void>;
}

/** The real app with the app-level risk check on, the risk calls and two guarded test calls. */
export async function createRiskTestApp(extraCalls: readonly Call[] = []): Promise<RiskTestApp> {
  const clock = manualClock(TEST_NOW);
  // Migrated but not seeded: the risk engine needs no seed data, and other areas' seeds stay out of its tests.
  const database = openPglite();
  await migrateDatabase(database);
  const config = loadConfig({ NODE_ENV: 'test', RISK_APP_CHECK: 'on' });
  const calls = [...riskCalls, guardedLogin, guardedSmsCode, ...extraCalls] as readonly Call[];
  const app = await createApp({ database, clock, config, calls, distDir: 'no-site-in-tests' });
  return {
    app,
    database,
    clock,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
