import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_CALLS } from '../../contract/calls/accounts';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { requestCode } from '../modules/accounts/testing/account-test-calls';
import { allCalls } from '../modules/index';
import { devCalls as devLevers } from '../dev/dev-calls';
import { suiteApp } from '../testing/suite-app';

const devCalls = [...allCalls, ...devLevers].filter((call) => call.path.startsWith('/dev/'));
const latestCodeUrl = `${ACCOUNT_CALLS.latestOutboxMessage}?mobile=13700137000`;

describe('development levers', () => {
  const test = suiteApp();
  beforeAll(async () => {
    expect((await requestCode(test.app, '13700137000', 'login')).resultCode).toBe('0');
  });

  it('are every /dev/ call, each marked as one', () => {
    expect(devCalls.length).toBeGreaterThanOrEqual(5);
    expect(devCalls.filter((call) => !call.devTool)).toEqual([]);
  });

  it('do not exist on a server started with the default settings (npm start)', async () => {
    const started = await createApp({
      database: test.database,
      clock: test.clock,
      config: loadConfig({ RISK_APP_CHECK: 'off' }),
      distDir: 'none',
    });
    for (const call of devCalls) {
      const response = await started.inject({
        method: call.method ?? 'POST',
        url: call.path,
        payload: call.method === 'GET' ? undefined : {},
      });
      expect(response.statusCode, call.path).toBe(404);
      expect(response.body).not.toMatch(/\b\d{6}\b/);
    }
    expect((await started.inject({ method: 'GET', url: latestCodeUrl })).statusCode).toBe(404);
    await started.close();
  });

  it('answer a caller on this machine when DEV_TOOLS=on', async () => {
    const response = await test.app.inject({ method: 'GET', url: latestCodeUrl });
    expect(response.json().data.code).toMatch(/^\d{6}$/);
  });

  it('answer nobody else, nor a caller a proxy forwarded', async () => {
    const remote = await test.app.inject({ method: 'GET', url: latestCodeUrl, remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(404);
    const forwarded = await test.app.inject({
      method: 'GET',
      url: latestCodeUrl,
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forwarded.statusCode).toBe(404);
    expect(`${remote.body}${forwarded.body}`).not.toMatch(/\b\d{6}\b/);
  });
});
