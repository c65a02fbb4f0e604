import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../contract/call-paths';
import { defineCall, type Call } from './calls/call';
import { BUSY_RETRY_AFTER_SECONDS } from './load-shedding';
import { allCalls } from './modules/index';
import { createTestApp, formCall, type TestApp } from './testing/test-app';
import * as z from 'zod';

const SLOW_PATH = '/mid_website/test/slowCall';

describe('a server past its queue depth', () => {
  let test: TestApp;
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const slow = defineCall({
    path: SLOW_PATH,
    input: z.object({}),
    handle: async () => held.then(() => ({ done: true })),
  });
  beforeAll(async () => {
    test = await createTestApp({ calls: [...allCalls, slow] as readonly Call[], env: { BUSY_QUEUE_DEPTH: '2' } });
  });
  afterAll(async () => test.close());

  it('answers a call past the depth at once with 503, Retry-After and "busy" in the caller\'s language; the ones in progress finish', async () => {
    const inProgress = [formCall(test.app, SLOW_PATH, {}), formCall(test.app, SLOW_PATH, {})];
    await new Promise((resolve) => setTimeout(resolve, 50));
    const busy = await formCall(test.app, CALLS.systemInit, {}, { 'accept-language': 'en' });
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe(String(BUSY_RETRY_AFTER_SECONDS));
    expect(busy.json()).toEqual({ resultCode: '503', resultMsg: 'The service is busy. Please try again in a moment.' });
    const zh = await formCall(test.app, CALLS.systemInit, {});
    expect(zh.json().resultMsg).toBe('服务繁忙，请稍后再试');
    // Pages and health checks are not calls: never turned away. Readiness says busy, for a balancer to look elsewhere.
    expect((await test.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const readiness = await test.app.inject({ method: 'GET', url: '/readyz' });
    expect(readiness.statusCode).toBe(503);
    expect(readiness.json()).toMatchObject({ status: 'busy', callsInProgress: 2 });
    release();
    expect((await Promise.all(inProgress)).map((reply) => reply.json().resultCode)).toEqual(['0', '0']);
    expect((await formCall(test.app, CALLS.systemInit, {})).json().resultCode).toBe('0');
    const ready = await test.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready', callsInProgress: 0 });
  });
});
