import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../contract/call-paths';
import { formCall, type TestApp } from './testing/test-app';
import { appOnTinySite } from './testing/tiny-site';

const directive = (csp: string | undefined, name: string) =>
  (csp ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe('security headers', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await appOnTinySite();
  });
  afterAll(() => test.close());

  it("gives the SPA's page a CSP with no inline script, and a style nonce it hands the page in a meta tag", async () => {
    const reply = await test.app.inject({ method: 'GET', url: '/' });
    const csp = reply.headers['content-security-policy'] as string;
    expect(directive(csp, 'script-src')).toMatch(/^script-src 'self'/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    const nonce = /<meta name="csp-nonce" content="([^"]+)">/.exec(reply.body)?.[1];
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(directive(csp, 'style-src')).toBe(`style-src 'self' 'nonce-${nonce}'`);
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
  });

  it('gives every reply a fresh nonce', async () => {
    const first = await test.app.inject({ method: 'GET', url: '/' });
    const second = await test.app.inject({ method: 'GET', url: '/' });
    expect(first.headers['content-security-policy']).not.toBe(second.headers['content-security-policy']);
  });

  it('sends nosniff, a referrer policy and no framing on pages, assets and API replies alike', async () => {
    const replies = await Promise.all([
      test.app.inject({ method: 'GET', url: '/member/home' }),
      test.app.inject({ method: 'GET', url: '/assets/entry.js' }),
      formCall(test.app, CALLS.infoNoticeListByWeb, {}),
      test.app.inject({ method: 'GET', url: '/no-such-page' }),
    ]);
    for (const reply of replies) {
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(directive(reply.headers['content-security-policy'] as string, 'frame-ancestors')).toBe(
        "frame-ancestors 'none'",
      );
    }
  });

  it('keeps the stricter policy of the pages the server draws itself: the slider may be framed by this site only', async () => {
    const reply = await test.app.inject({ method: 'GET', url: '/risk/slider?lang=en&dfp=' });
    expect(directive(reply.headers['content-security-policy'] as string, 'frame-ancestors')).toBe(
      "frame-ancestors 'self'",
    );
    expect(reply.headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends no HSTS over plain HTTP (it would pin a local server to HTTPS)', async () => {
    const reply = await test.app.inject({ method: 'GET', url: '/' });
    expect(reply.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when the reply went out over HTTPS, as a trusted proxy says, and not when an untrusted caller claims it', async () => {
    const viaProxy = await test.app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const spoofed = await test.app.inject({
      method: 'GET',
      url: '/',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });
});
