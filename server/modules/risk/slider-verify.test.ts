import { describe, expect, it } from 'vitest';
import { formCall } from '../../testing/test-app';
import {
  SLIDER_CHALLENGE_TTL_MS,
  SLIDER_FAILURE_LIMIT,
  SLIDER_MAX_DURATION_MS,
  SLIDER_MIN_DURATION_MS,
  SLIDER_TOLERANCE_PX,
} from './risk-rules';
import { deviceHeaders, registerTestDevice } from './testing/risk-device';
import { CORRECT_PASSWORD, riskSuiteApp, GUARDED_LOGIN_PATH } from './testing/risk-test-app';
import { gapOf, humanTrack, readPuzzle, robotTrack, solveSlider, verifySlider } from './testing/slider-solver';
import { pageUrl, pointer, keyboard, keyPresses } from './testing/slider-inputs';

describe('the slider page and its verify call', () => {
  const test = riskSuiteApp();

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
