import type { FastifyInstance } from 'fastify';
import { createApp } from '../app';
import type { Call } from '../calls/call';
import { manualClock } from '../clock';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import type { Lifecycle } from '../health';
import type { Metrics } from '../metrics/metrics';
import { openTestDatabase } from './test-database';
import { UNLIMITED_CALLS } from './unlimited-calls';

export { TEST_NOW } from './test-now';
import { TEST_NOW } from './test-now';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: ReturnType<typeof manualClock>;
  close(): Promise<void>;
}

/** riskAppCheck 'off' (the default here) lets tests call without the dfp/token dance; risk tests turn it on. */
export async function createTestApp(
  options: {
    now?: string;
    riskAppCheck?: 'on' | 'off';
    calls?: readonly Call[];
    distDir?: string;
    env?: NodeJS.ProcessEnv;
    lifecycle?: Lifecycle;
    metrics?: Metrics;
  } = {},
): Promise<TestApp> {
  const clock = manualClock(options.now ?? TEST_NOW);
  const database = await openTestDatabase(clock);
  // Requests come as if through a proxy on this machine, so a test can be any client address (X-Forwarded-For).
  const config = loadConfig({
    NODE_ENV: 'test',
    DEV_TOOLS: 'on',
    TRUST_PROXY: '127.0.0.1',
    RISK_APP_CHECK: options.riskAppCheck ?? 'off',
    ...UNLIMITED_CALLS,
    ...options.env,
  });
  const app = await createApp({
    database,
    clock,
    config,
    calls: options.calls,
    distDir: options.distDir ?? 'no-site-in-tests',
    lifecycle: options.lifecycle,
    metrics: options.metrics,
  });
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

/** Sends a form-envelope call the way the SPA does: json={in_json, common_para}. */
export function formCall(app: FastifyInstance, path: string, inJson: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: formBody(inJson),
  });
}

/** The form body of an envelope call: json={in_json, common_para}. */
export function formBody(inJson: unknown): string {
  const commonPara = { channel: 'web', version: '1.1.0', deviceCode: 'test-device', userCode: '', jwtToken: '' };
  return new URLSearchParams({ json: JSON.stringify({ in_json: inJson, common_para: commonPara }) }).toString();
}

export function jsonCall(app: FastifyInstance, path: string, payload: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });
}

/** A JSON call's reply as tests read it: code and message, rCode and rMessage beside a refusal, data. */
export interface JsonReply<T> {
  code: string;
  message: string;
  rCode?: string;
  rMessage?: string;
  data: T;
}

/** A JSON call asked in a language (accept-language), as the SPA asks it for the traveller. */
export async function jsonReplyIn<T>(
  app: FastifyInstance,
  path: string,
  payload: unknown,
  language: string,
  headers: Record<string, string> = {},
): Promise<JsonReply<T>> {
  return (await jsonCall(app, path, payload, { ...headers, 'accept-language': language })).json();
}
