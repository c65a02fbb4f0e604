import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLIDER_PAGE_PATH, SLIDER_VERIFY_PATH } from '../../../contract/risk';
import { formCall } from '../../testing/test-app';
import { SLIDER_CHALLENGE_TTL_MS, SLIDER_FAILURE_LIMIT, SLIDER_MIN_DURATION_MS, SLIDER_TOLERANCE_PX } from './risk-rules';
import { deviceHeaders, registerTestDevice } from './testing/risk-device';
import { CORRECT_PASSWORD, createRiskTestApp, GUARDED_LOGIN_PATH, type RiskTestApp } from './testing/risk-test-app';
import { readPuzzle, solveSlider } from './testing/slider-solver';

describe('the slider page and its verify call', () => {
  let test: RiskTestApp;
  beforeAll(async () => {
    test = await createRiskTestApp();
  });
  afterAll(async () => test.close());

  const pageUrl = (lang: string) => `${SLIDER_PAGE_PATH}?lang=${lang}&dfp=`;

  describe('the page', () => {
    it('is served without the device check, under a strict nonce CSP, never cached', async () => {
      const device = await registerTestDevice(test.app);
      const page = await test.app.inject({ method: 'GET', url: pageUrl('en') + device.dfp });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      const csp = String(page.headers['content-security-policy']);
      const nonce = /script-src 'nonce-([^']+)'/.exec(csp)![1];
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(page.body).toContain(`<script nonce="${nonce}">`);
      expect(page.body).not.toMatch(/ style="/);
      expect(page.headers['cache-control']).toBe('no-store');
    });

    it('speaks the language of its lang parameter and is operable by keyboard', async () => {
      const device = await registerTestDevice(test.app);
      const zhTw = (await test.app.inject({ method: 'GET', url: pageUrl('zhTw') + device.dfp })).body;
      expect(zhTw).toContain('<html lang="zh-TW">');
      expect(zhTw).toContain('請拖曳滑桿，讓拼圖塊對準缺口');
      expect(zhTw).toMatch(/role="slider" tabindex="0"/);
      expect((await test.app.inject({ method: 'GET', url: pageUrl('en') + device.dfp })).body).toContain('Drag the slider until the piece fits the gap');
    });

    it('gives an unknown device no puzzle', async () => {
      const page = await test.app.inject({ method: 'GET', url: `${pageUrl('en')}never-issued` });
      expect(readPuzzle(page.body).challengeId).toBe('');
    });
  });

  describe('the verify call', () => {
    it('signs a pass for a drag that fits within tolerance at a human pace', async () => {
      const device = await registerTestDevice(test.app);
      const { verify, pass } = await solveSlider(test.app, pageUrl('en'), device.dfp, { offset: (target) => target - SLIDER_TOLERANCE_PX });
      expect(verify.json()).toMatchObject({ code: 'success' });
      expect(pass).toMatch(/^[\w-]+\.[\w-]+$/);
    });

    it("refuses a drag that misses the gap, in the user's language", async () => {
      const device = await registerTestDevice(test.app);
      const { verify } = await solveSlider(test.app, pageUrl('en'), device.dfp, { offset: (target) => target + SLIDER_TOLERANCE_PX + 1 });
      expect(verify.json()).toEqual({ code: 'RS001', message: '未对准缺口，请重试' });
    });

    it('refuses a drag faster than a person can make', async () => {
      const device = await registerTestDevice(test.app);
      const { verify } = await solveSlider(test.app, pageUrl('en'), device.dfp, { durationMs: SLIDER_MIN_DURATION_MS - 1 });
      expect(verify.json()).toMatchObject({ code: 'RS001' });
    });

    it('takes one answer per puzzle, and only from its own device', async () => {
      const device = await registerTestDevice(test.app);
      const other = await registerTestDevice(test.app);
      const puzzle = readPuzzle((await test.app.inject({ method: 'GET', url: pageUrl('en') + device.dfp })).body);
      const answer = (dfp: string) =>
        test.app.inject({
          method: 'POST',
          url: SLIDER_VERIFY_PATH,
          headers: { 'content-type': 'application/json', dfp, 'accept-language': 'en' },
          payload: JSON.stringify({ challengeId: puzzle.challengeId, offset: puzzle.targetOffset, durationMs: 800 }),
        });
      expect((await answer(other.dfp)).json()).toEqual({ code: 'RS001', message: 'The check is no longer valid, please try again' });
      expect((await answer(device.dfp)).json()).toMatchObject({ code: 'success' });
      expect((await answer(device.dfp)).json()).toMatchObject({ code: 'RS001' });
    });

    it('refuses an answer to a puzzle older than its lifetime', async () => {
      const device = await registerTestDevice(test.app);
      const page = await test.app.inject({ method: 'GET', url: pageUrl('en') + device.dfp });
      const puzzle = readPuzzle(page.body);
      test.clock.advance(SLIDER_CHALLENGE_TTL_MS);
      const verify = await test.app.inject({
        method: 'POST',
        url: SLIDER_VERIFY_PATH,
        headers: { 'content-type': 'application/json', dfp: device.dfp, 'accept-language': 'en' },
        payload: JSON.stringify({ challengeId: puzzle.challengeId, offset: puzzle.targetOffset, durationMs: 800 }),
      });
      expect(verify.json()).toEqual({ code: 'RS001', message: 'The check has expired, please try again' });
    });

    it("stops a device that keeps failing with '1401', on the slider and on guarded attempts", async () => {
      const device = await registerTestDevice(test.app);
      for (let i = 0; i < SLIDER_FAILURE_LIMIT; i += 1) await solveSlider(test.app, pageUrl('en'), device.dfp, { offset: () => 0 });
      const { verify } = await solveSlider(test.app, pageUrl('en'), device.dfp);
      expect(verify.json()).toMatchObject({ code: '1401' });
      const login = await formCall(test.app, GUARDED_LOGIN_PATH, { account: '13300000001', password: CORRECT_PASSWORD }, deviceHeaders(device, { 'accept-language': 'en' }));
      expect(login.json()).toMatchObject({ adsCode: '1401', adsData: 'Too many failed verifications, please try again in 10 minutes' });
    });
  });
});
