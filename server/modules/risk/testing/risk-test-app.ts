import * as z from 'zod';
import { defineCall, type Call } from '../../../calls/call';
import { CallError } from '../../../calls/call-error';
import { loadConfig } from '../../../config';
import { suiteApp } from '../../../testing/suite-app';
import { createTestApp, type TestApp } from '../../../testing/test-app';
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

export type RiskTestApp = TestApp;

/** The app with the app-level risk check on, the risk calls and two guarded test calls (and `env` on top). */
function riskAppOptions(extraCalls: readonly Call[], env: NodeJS.ProcessEnv): Parameters<typeof createTestApp>[0] {
  const calls = [...riskCalls, guardedLogin, guardedSmsCode, ...extraCalls] as readonly Call[];
  return { riskAppCheck: 'on', calls, env };
}

export function createRiskTestApp(extraCalls: readonly Call[] = [], env: NodeJS.ProcessEnv = {}): Promise<RiskTestApp> {
  return createTestApp(riskAppOptions(extraCalls, env));
}

/** The suite's one risk test app, opened before its first test and closed after its last (as suiteApp does). */
export function riskSuiteApp(extraCalls: readonly Call[] = [], env: NodeJS.ProcessEnv = {}): RiskTestApp {
  return suiteApp(riskAppOptions(extraCalls, env));
}

/** The slider pass limits as production has them (other tests run without, as their callers share an address). */
export function productionSliderLimits(): NodeJS.ProcessEnv {
  const config = loadConfig({});
  return {
    SLIDER_PASSES_PER_DEVICE_PER_HOUR: String(config.SLIDER_PASSES_PER_DEVICE_PER_HOUR),
    SLIDER_PASSES_PER_ADDRESS_PER_HOUR: String(config.SLIDER_PASSES_PER_ADDRESS_PER_HOUR),
    SLIDER_PASSES_PER_MOBILE_PER_HOUR: String(config.SLIDER_PASSES_PER_MOBILE_PER_HOUR),
    SLIDER_PASS_SPACING_SECONDS: String(config.SLIDER_PASS_SPACING_SECONDS),
  };
}
