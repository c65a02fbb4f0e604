import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../contract/call-paths';
import { loggedInUser, queryLoginMember } from './modules/accounts/testing/account-test-calls';
import { DEMO_PASSWORD } from './modules/accounts/seed';
import { createTestApp, type TestApp } from './testing/test-app';

describe('rate limits on public calls', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({
      env: { RATE_LIMIT_PER_ADDRESS: '4', RATE_LIMIT_PER_MEMBER: '3', RATE_LIMIT_WINDOW_SECONDS: '60' },
    });
  });
  afterAll(() => test.close());
  const fromAddress = (remoteAddress: string, headers: Record<string, string> = {}) =>
    test.app.inject({
      method: 'POST',
      url: CALLS.infoNoticeListByWeb,
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams({ json: JSON.stringify({ in_json: {}, common_para: {} }) }).toString(),
    });

  it("refuses an address's calls past its limit with 429, Retry-After and the spec's refusal in the caller's language", async () => {
    for (let call = 0; call < 4; call += 1) expect((await fromAddress('203.0.113.7')).statusCode).toBe(200);
    const refused = await fromAddress('203.0.113.7', { 'accept-language': 'en' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ resultCode: '005', adsCode: '005' });
    expect(refused.json().adsData).toMatch(/^Too many requests: please try again in \d+ seconds$/);
    const inChinese = await fromAddress('203.0.113.7', { 'accept-language': 'zh-CN' });
    expect(inChinese.json().adsData).toMatch(/^操作过于频繁/);
  });

  it('counts each address on its own, and never counts pages or health checks', async () => {
    expect((await fromAddress('203.0.113.8')).statusCode).toBe(200);
    for (let call = 0; call < 6; call += 1) {
      expect((await test.app.inject({ method: 'GET', url: '/healthz', remoteAddress: '203.0.113.7' })).statusCode).toBe(
        200,
      );
    }
  });

  it('counts a member across addresses: a fresh address per call does not get past the per-member limit', async () => {
    const user = await loggedInUser(test.app, '13800138000', DEMO_PASSWORD);
    const statuses: number[] = [];
    for (let call = 0; call < 4; call += 1) {
      const reply = await test.app.inject({
        method: 'POST',
        url: '/member-ffp/v1/member/queryLoginMember',
        remoteAddress: `198.51.100.${call + 1}`,
        headers: { 'content-type': 'application/json', jwttoken: user.jwtToken },
        payload: '{}',
      });
      statuses.push(reply.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Another member on an address of its own is not held up by the first.
    const other = await loggedInUser(test.app, '13900139000', DEMO_PASSWORD);
    expect((await queryLoginMember(test.app, other.jwtToken)).statusCode).toBe(200);
  });

  it('does not count a forged token as a member, only its address', async () => {
    const forged = await test.app.inject({
      method: 'POST',
      url: '/member-ffp/v1/member/queryLoginMember',
      remoteAddress: '198.51.100.50',
      headers: { 'content-type': 'application/json', jwttoken: 'not.a.token' },
      payload: '{}',
    });
    expect(forged.statusCode).not.toBe(429);
  });
});
