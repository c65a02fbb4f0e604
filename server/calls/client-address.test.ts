import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_CALLS } from '../../contract/calls/accounts';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { requestCode } from '../modules/accounts/testing/account-test-calls';
import { createTestApp, formBody, type TestApp } from '../testing/test-app';

const mobiles = Array.from({ length: 12 }, (_, index) => `1361234${String(index).padStart(4, '0')}`);
const freshAddress = (index: number) => ({ 'x-forwarded-for': `198.51.100.${index + 1}` });

describe("a caller's address", () => {
  let test: TestApp;
  let started: FastifyInstance;
  beforeAll(async () => {
    test = await createTestApp();
    started = await createApp({
      database: test.database,
      clock: test.clock,
      config: loadConfig({ RISK_APP_CHECK: 'off' }),
      distDir: 'none',
    });
  });
  afterAll(async () => {
    await started.close();
    await test.close();
  });

  it('cannot be chosen with X-Forwarded-For on a server with the default settings: the per-address limit holds', async () => {
    const codes = [];
    for (const [index, mobile] of mobiles.entries())
      codes.push((await requestCode(started, mobile, 'register', freshAddress(index))).resultCode);
    expect(codes.filter((code) => code === '0')).toHaveLength(10);
    expect(codes.slice(10)).toEqual(['E2003', 'E2003']);
  });

  it('is read from X-Forwarded-For only when the connection comes from a configured proxy', async () => {
    const behindProxy = await createApp({
      database: test.database,
      clock: test.clock,
      config: loadConfig({ RISK_APP_CHECK: 'off', TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }),
      distDir: 'none',
    });
    // The limit above is used up for 127.0.0.1 itself; a client the proxy forwards has its own.
    expect((await requestCode(behindProxy, '13612349990', 'register', freshAddress(40))).resultCode).toBe('0');
    // A caller that is not a configured proxy is counted by its own address, whatever it claims.
    const direct = [];
    for (let index = 0; index < 11; index += 1) {
      const response = await behindProxy.inject({
        method: 'POST',
        url: ACCOUNT_CALLS.sendMobileCheckCode,
        remoteAddress: '203.0.113.9',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...freshAddress(50 + index) },
        payload: formBody({ mobile: `1371234${String(index).padStart(4, '0')}`, purpose: 'register' }),
      });
      direct.push(response.json().resultCode);
    }
    expect(direct.slice(9)).toEqual(['0', 'E2003']);
    await behindProxy.close();
  });

  it('TRUST_PROXY refuses what is not an address', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({}).TRUST_PROXY).toEqual([]);
  });
});
