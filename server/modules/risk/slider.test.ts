import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLIDER_DEV_ANSWER_PATH, SLIDER_PAGE_PATH, type SliderVerifyInput } from '../../../contract/risk';
import { createApp } from '../../app';
import { loadConfig } from '../../config';
import { formCall } from '../../testing/test-app';
import {
  SLIDER_CHALLENGE_TTL_MS,
  SLIDER_FAILURE_LIMIT,
  SLIDER_MAX_DURATION_MS,
  SLIDER_MIN_DURATION_MS,
  SLIDER_TOLERANCE_PX,
} from './risk-rules';
import { riskCalls } from './routes';
import { deviceHeaders, registerTestDevice } from './testing/risk-device';
import { CORRECT_PASSWORD, createRiskTestApp, GUARDED_LOGIN_PATH, type RiskTestApp } from './testing/risk-test-app';
import { gapOf, humanTrack, readPuzzle, robotTrack, solveSlider, verifySlider } from './testing/slider-solver';

type Track = SliderVerifyInput['track'];

describe('the slider page and its verify call', () => {
  let test: RiskTestApp;
  beforeAll(async () => {
    test = await createRiskTestApp();
  });
  afterAll(async () => test.close());

  const pageUrl = (lang: string) => `${SLIDER_PAGE_PATH}?lang=${lang}&dfp=`;
  const pointer = (track: Track) => ({ input: 'pointer' as const, track });
  const keyboard = (track: Track) => ({ input: 'keyboard' as const, track });
  /** Arrow presses of 2 px to `to`, as a person holding the key: a pause before the key repeats, then steady. */
  const keyPresses = (to: number, repeatMs = 33): Track => [
    [0, 0, 0],
    ...Array.from(
      { length: Math.round(to / 2) },
      (_, press) => [2 * (press + 1), 0, 500 + press * repeatMs] as [number, number, number],
    ),
  ];

  describe('the page', () => {
    it('is served without the device check, under a strict nonce CSP, never cached', async () => {
      const device = await registerTestDevice(test.app);
      const page = await test.app.inject({ method: 'GET', url: pageUrl('en') + device.dfp });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      const csp = String(page.headers['content-security-policy']);
      const nonce = /script-src 'nonce-([^']+)'/.exec(csp)![1];
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain('img-src data:');
      expect(csp).toContain("frame-ancestors 'self'");
      expect(page.body).toContain(`<script nonce="${nonce}">`);
      expect(page.body).not.toMatch(/ style="/);
      expect(page.headers['cache-control']).toBe('no-store');
    });

    it('speaks the language of its lang parameter and is operable by keyboard', async () => {
      const device = await registerTestDevice(test.app);
      const zhTw = (await test.app.inject({ method: 'GET', url: pageUrl('zhTw') + device.dfp })).body;
      expect(zhTw).toContain('<html lang="zh-TW">');
      expect(zhTw).toContain('請拖曳滑桿，讓拼圖塊放入形狀相同的缺口');
      expect(zhTw).toMatch(/role="slider" tabindex="0"/);
      expect((await test.app.inject({ method: 'GET', url: pageUrl('en') + device.dfp })).body).toContain(
        'Drag the slider until the piece sits in the hole of the same shape',
      );
    });

    it('gives an unknown device no puzzle', async () => {
      const page = await test.app.inject({ method: 'GET', url: `${pageUrl('en')}never-issued` });
      expect(readPuzzle(page.body).challengeId).toBe('');
      expect(page.body).not.toContain('<img');
    });
  });

  describe('what a script can read', () => {
    const pngs = (html: string) =>
      [...html.matchAll(/data:image\/png;base64,([\w+/=]+)/g)].map((match) => Buffer.from(match[1]!, 'base64'));
    /** A PNG's chunk types: a text, time or EXIF chunk would be metadata a script could read (pHYs is the fixed pixel density). */
    const chunkTypes = (png: Buffer) => {
      const types: string[] = [];
      for (let at = 8; at < png.length; at += 12 + png.readUInt32BE(at))
        types.push(png.toString('latin1', at + 4, at + 8));
      return types;
    };

    it('finds the gap nowhere but in the pixels: page text and headers are the same for every puzzle, the PNGs carry no metadata', async () => {
      const device = await registerTestDevice(test.app);
      const open = async () => {
        const page = await test.app.inject({ method: 'GET', url: pageUrl('en') + device.dfp });
        const puzzle = readPuzzle(page.body);
        const nonce = /'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))![1]!;
        const mask = (text: string) =>
          text
            .replace(/data:image\/png;base64,[\w+/=]+/g, 'PNG')
            .replaceAll(puzzle.challengeId, 'ID')
            .replaceAll(nonce, 'NONCE');
        // The length follows the PNGs' compressed sizes, the date the clock: neither is about the gap.
        const { date: _date, 'content-length': _length, ...headers } = page.headers;
        return {
          page,
          gap: await gapOf(test.app, puzzle, device.dfp),
          text: mask(page.body),
          headers: mask(JSON.stringify(headers)),
        };
      };
      const puzzles = [await open(), await open(), await open()];
      expect(new Set(puzzles.map((puzzle) => puzzle.gap)).size).toBeGreaterThan(1);
      for (const puzzle of puzzles) {
        expect(puzzle.text).toBe(puzzles[0]!.text);
        expect(puzzle.headers).toBe(puzzles[0]!.headers);
        expect(puzzle.page.body).not.toMatch(/\.gap\s*\{/);
        const images = pngs(puzzle.page.body);
        expect(images).toHaveLength(2);
        for (const png of images)
          expect(
            chunkTypes(png).filter((type) => !['IHDR', 'pHYs', 'PLTE', 'tRNS', 'IDAT', 'IEND'].includes(type)),
          ).toEqual([]);
        // The header (size, depth, palette kind) is the same for every puzzle.
        expect(images.map((png) => png.subarray(8, 33).toString('hex'))).toEqual(
          pngs(puzzles[0]!.page.body).map((png) => png.subarray(8, 33).toString('hex')),
        );
      }
    });

    it('says nothing of the gap in its replies: a miss reads like any refusal, a pass holds only its challenge, device, purpose and expiry', async () => {
      const device = await registerTestDevice(test.app);
      const near = await solveSlider(test.app, pageUrl('en'), device.dfp, (gap) =>
        pointer(humanTrack(gap + SLIDER_TOLERANCE_PX + 1)),
      );
      const far = await solveSlider(test.app, pageUrl('en'), device.dfp, () => pointer(humanTrack(0)));
      expect(near.verify.body).toBe(far.verify.body);
      const { pass } = await solveSlider(test.app, pageUrl('en'), device.dfp);
      const payload = JSON.parse(Buffer.from(pass!.split('.')[0]!, 'base64url').toString());
      expect(Object.keys(payload).sort()).toEqual(['challengeId', 'dfp', 'expiresAt', 'purpose']);
    });

    it('keeps the development answer call to loopback callers, with the development tools on, for the puzzle’s own device', async () => {
      const device = await registerTestDevice(test.app);
      const puzzle = readPuzzle((await test.app.inject({ method: 'GET', url: pageUrl('en') + device.dfp })).body);
      const ask = (dfp: string, remoteAddress = '127.0.0.1') =>
        test.app.inject({
          method: 'GET',
          url: `${SLIDER_DEV_ANSWER_PATH}?challengeId=${puzzle.challengeId}&dfp=${dfp}`,
          remoteAddress,
        });
      expect((await ask(device.dfp)).statusCode).toBe(200);
      expect((await ask(device.dfp, '203.0.113.9')).statusCode).toBe(404);
      expect((await ask('another-device')).statusCode).toBe(404);
      const production = await createApp({
        database: test.database,
        clock: test.clock,
        config: loadConfig({ RISK_APP_CHECK: 'off' }),
        calls: riskCalls,
        distDir: 'no-site-in-tests',
      });
      expect(
        (
          await production.inject({
            method: 'GET',
            url: `${SLIDER_DEV_ANSWER_PATH}?challengeId=${puzzle.challengeId}&dfp=${device.dfp}`,
          })
        ).statusCode,
      ).toBe(404);
      await production.close();
    });
  });

  describe('the verify call', () => {
    it('signs a pass for a human drag that ends within tolerance of the gap', async () => {
      const device = await registerTestDevice(test.app);
      const { verify, pass } = await solveSlider(test.app, pageUrl('en'), device.dfp, (gap) =>
        pointer(humanTrack(gap - SLIDER_TOLERANCE_PX)),
      );
      expect(verify.json()).toMatchObject({ code: 'success' });
      expect(pass).toMatch(/^[\w-]+\.[\w-]+$/);
    });

    it('signs a pass for a keyboard drag at a person’s uneven pace', async () => {
      const device = await registerTestDevice(test.app);
      const { verify } = await solveSlider(test.app, pageUrl('en'), device.dfp, (gap) => keyboard(keyPresses(gap)));
      expect(verify.json()).toMatchObject({ code: 'success' });
    });

    it("refuses a drag that misses the gap, in the user's language", async () => {
      const device = await registerTestDevice(test.app);
      const { verify } = await solveSlider(test.app, pageUrl('en'), device.dfp, (gap) =>
        pointer(humanTrack(gap + SLIDER_TOLERANCE_PX + 1)),
      );
      expect(verify.json()).toEqual({ code: 'RS001', message: '未对准缺口，请重试' });
    });

    it.each([
      ['instant', (gap: number) => pointer(humanTrack(gap, SLIDER_MIN_DURATION_MS - 40))],
      ['taking minutes', (gap: number) => pointer(humanTrack(gap, SLIDER_MAX_DURATION_MS + 1000))],
      ['a robot’s straight line', (gap: number) => pointer(robotTrack(gap))],
      ['a robot’s straight line sent as keys', (gap: number) => keyboard(robotTrack(gap))],
      [
        'keys pressed like clockwork',
        (gap: number) =>
          keyboard(
            keyPresses(gap)
              .slice(1)
              .map(([x, y, t]) => [x, y, t - 500] as [number, number, number]),
          ),
      ],
      [
        'a pointer that never wobbles',
        (gap: number) => pointer(humanTrack(gap).map(([x, , t]) => [x, 0, t] as [number, number, number])),
      ],
      [
        'one jump to the gap',
        (gap: number) =>
          pointer([
            [0, 0, 0],
            [gap, 1, 900],
          ]),
      ],
      [
        'time running backwards',
        (gap: number) =>
          pointer(humanTrack(gap).map(([x, y, t], index) => [x, y, index === 10 ? 0 : t] as [number, number, number])),
      ],
      ['not starting at the start', (gap: number) => pointer(humanTrack(gap).slice(3))],
    ])('refuses a drag on the gap that is %s, with the same message as a miss', async (_kind, drag) => {
      const device = await registerTestDevice(test.app);
      const { verify } = await solveSlider(test.app, pageUrl('en'), device.dfp, drag);
      expect(verify.json()).toEqual({ code: 'RS001', message: '未对准缺口，请重试' });
    });

    it('takes one answer per puzzle, and only from its own device', async () => {
      const device = await registerTestDevice(test.app);
      const other = await registerTestDevice(test.app);
      const puzzle = readPuzzle((await test.app.inject({ method: 'GET', url: pageUrl('en') + device.dfp })).body);
      const answer = {
        challengeId: puzzle.challengeId,
        ...pointer(humanTrack(await gapOf(test.app, puzzle, device.dfp))),
      };
      expect((await verifySlider(test.app, other.dfp, answer, { 'accept-language': 'en' })).json()).toEqual({
        code: 'RS001',
        message: 'The check is no longer valid, please try again',
      });
      expect((await verifySlider(test.app, device.dfp, answer)).json()).toMatchObject({ code: 'success' });
      expect((await verifySlider(test.app, device.dfp, answer)).json()).toMatchObject({ code: 'RS001' });
    });

    it('refuses an answer to a puzzle older than its lifetime', async () => {
      const device = await registerTestDevice(test.app);
      const puzzle = readPuzzle((await test.app.inject({ method: 'GET', url: pageUrl('en') + device.dfp })).body);
      const gap = await gapOf(test.app, puzzle, device.dfp);
      test.clock.advance(SLIDER_CHALLENGE_TTL_MS);
      const verify = await verifySlider(
        test.app,
        device.dfp,
        { challengeId: puzzle.challengeId, ...pointer(humanTrack(gap)) },
        { 'accept-language': 'en' },
      );
      expect(verify.json()).toEqual({ code: 'RS001', message: 'The check has expired, please try again' });
    });

    it("stops a device that keeps failing with '1401', on the slider and on guarded attempts", async () => {
      const device = await registerTestDevice(test.app);
      for (let i = 0; i < SLIDER_FAILURE_LIMIT; i += 1)
        await solveSlider(test.app, pageUrl('en'), device.dfp, () => pointer(humanTrack(0)));
      const { verify } = await solveSlider(test.app, pageUrl('en'), device.dfp);
      expect(verify.json()).toMatchObject({ code: '1401' });
      const login = await formCall(
        test.app,
        GUARDED_LOGIN_PATH,
        { account: '13300000001', password: CORRECT_PASSWORD },
        deviceHeaders(device, { 'accept-language': 'en' }),
      );
      expect(login.json()).toMatchObject({
        adsCode: '1401',
        adsData: 'Too many failed verifications, please try again in 10 minutes',
      });
    });
  });
});
