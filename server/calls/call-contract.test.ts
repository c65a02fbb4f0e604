import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import type { FastifyInstance } from 'fastify';
import { contractCall } from '../../contract/call';
import { createApp } from '../app';
import { manualClock } from '../clock';
import { loadConfig } from '../config';
import { openPglite, type Database } from '../db/client';
import { formCall } from '../testing/test-app';
import { defineCall } from './call';

const greetCall = contractCall({
  path: '/mid_website/test/greet',
  payload: z.object({ name: z.string().min(1) }),
  reply: z.object({ hello: z.string(), at: z.string() }),
});
const driftCall = contractCall({
  path: '/mid_website/test/drift',
  payload: z.object({}),
  reply: z.object({ total: z.number().int() }),
});

const calls = [
  defineCall(greetCall, { handle: async (input) => ({ hello: input.name, at: '2026-06-01' }) }),
  // A handler whose answer the compiler cannot catch drifting: 1.5 is a number, but not the integer promised.
  defineCall(driftCall, { handle: async () => ({ total: 1.5 }) }),
];

async function appWith(config: { NODE_ENV: string }, database: Database): Promise<FastifyInstance> {
  return createApp({
    database,
    clock: manualClock('2026-06-01'),
    config: loadConfig({ RISK_APP_CHECK: 'off', ...config }),
    calls,
    distDir: 'none',
  });
}

describe('a call defined from its contract call object', () => {
  let database: Database;
  let testApp: FastifyInstance;
  let productionApp: FastifyInstance;
  beforeAll(async () => {
    database = openPglite();
    testApp = await appWith({ NODE_ENV: 'test' }, database);
    productionApp = await appWith({ NODE_ENV: 'production' }, database);
  });
  afterAll(async () => {
    await testApp.close();
    await productionApp.close();
    await database.close();
  });

  it('takes its path, method and payload check from the call object', async () => {
    expect(calls[0]).toMatchObject({ path: greetCall.path, method: 'POST', input: greetCall.payload });
    const answered = await formCall(testApp, greetCall.path, { name: 'Li' });
    expect(answered.json()).toEqual({ resultCode: '0', resultMsg: 'success', data: { hello: 'Li', at: '2026-06-01' } });
    const refused = await formCall(testApp, greetCall.path, { name: '' });
    expect(refused.json()).toMatchObject({ resultCode: 'RR0001' });
  });

  it('fails a test loudly when the answer breaks the reply schema', async () => {
    const response = await formCall(testApp, driftCall.path, {});
    expect(response.statusCode).toBe(500);
  });

  it('does not spend the check in production', async () => {
    const response = await formCall(productionApp, driftCall.path, {});
    expect(response.json()).toMatchObject({ resultCode: '0', data: { total: 1.5 } });
  });
});
