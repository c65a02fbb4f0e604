import { describe, expect, it } from 'vitest';
import { SLIDER_DEV_ANSWER_PATH } from '../../../contract/risk';
import { createApp } from '../../app';
import { loadConfig } from '../../config';
import { SLIDER_TOLERANCE_PX } from './risk-rules';
import { riskCalls } from './routes';
import { registerTestDevice } from './testing/risk-device';
import { riskSuiteApp } from './testing/risk-test-app';
import { gapOf, humanTrack, readPuzzle, solveSlider } from './testing/slider-solver';
import { pageUrl, pointer } from './testing/slider-inputs';

describe('the slider page and its verify call', () => {
  const test = riskSuiteApp();

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
});
