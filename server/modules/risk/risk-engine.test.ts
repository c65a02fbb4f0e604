import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { riskAttempts } from '../../db/schema/risk';
import { formCall, jsonCall } from '../../testing/test-app';
import { block } from './risk-blocks';
import { ACTION_RULES, delayAfter, LONGEST_ATTEMPT_WINDOW_MS, SLIDER_PASS_TTL_MS } from './risk-rules';
import { deviceHeaders, registerTestDevice, type TestDevice } from './testing/risk-device';
import {
  CORRECT_PASSWORD,
  createRiskTestApp,
  GUARDED_LOGIN_PATH,
  GUARDED_SMS_PATH,
  type RiskTestApp,
} from './testing/risk-test-app';
import { solveSlider } from './testing/slider-solver';

describe('the risk engine guarding attempts', () => {
  let test: RiskTestApp;
  beforeAll(async () => {
    test = await createRiskTestApp();
  });
  afterAll(async () => test.close());

  const login = (device: TestDevice, account: string, password: string, extra: Record<string, string> = {}) =>
    formCall(test.app, GUARDED_LOGIN_PATH, { account, password }, deviceHeaders(device, extra)).then((reply) =>
      reply.json(),
    );

  /** One wrong password, solving the slider first when the engine asks for it. */
  async function failWithSlider(device: TestDevice, account: string) {
    const reply = await login(device, account, 'wrong');
    if (reply.adsCode !== '002') return reply;
    const { pass } = await solveSlider(test.app, reply.adsData.url, device.dfp);
    return login(device, account, 'wrong', { adsRiskParam: pass! });
  }

  async function failLogins(device: TestDevice, account: string, times: number) {
    for (let i = 0; i < times; i += 1)
      expect(await login(device, account, 'wrong')).toMatchObject({ resultCode: 'E401' });
  }

  /** A device whose next login for `account` needs a slider, and the '002' it got. */
  async function sliderDemanded(account: string) {
    const device = await registerTestDevice(test.app);
    await failLogins(device, account, ACTION_RULES.login.sliderFrom.subject);
    const demand = await login(device, account, CORRECT_PASSWORD, { 'accept-language': 'en' });
    return { device, demand };
  }

  describe('when logins keep failing', () => {
    it("asks for the slider with '002': its page address names the attempt's purpose and ends in dfp=", async () => {
      const { device, demand } = await sliderDemanded('13900000001');
      expect(demand).toMatchObject({
        adsCode: '002',
        adsData: {
          url: expect.stringMatching(/^\/risk\/slider\?lang=en&purpose=login\.[\w-]{22}&dfp=$/),
          dfp: device.dfp,
        },
      });
      expect(demand.adsData.url).not.toContain('13900000001');
    });

    it('lets the attempt through once the slider is solved, with the pass in adsRiskParam', async () => {
      const { device, demand } = await sliderDemanded('13900000002');
      const { pass } = await solveSlider(test.app, demand.adsData.url, device.dfp);
      expect(await login(device, '13900000002', CORRECT_PASSWORD, { adsRiskParam: pass! })).toMatchObject({
        resultCode: '0',
      });
    });

    it('forgives the subject after a successful login', async () => {
      const { device, demand } = await sliderDemanded('13900000003');
      const { pass } = await solveSlider(test.app, demand.adsData.url, device.dfp);
      await login(device, '13900000003', CORRECT_PASSWORD, { adsRiskParam: pass! });
      expect(await login(device, '13900000003', CORRECT_PASSWORD)).toMatchObject({ resultCode: '0' });
    });

    it('counts failures per device too, whatever accounts it tries', async () => {
      const device = await registerTestDevice(test.app);
      for (let i = 0; i < ACTION_RULES.login.sliderFrom.device; i += 1) await failLogins(device, `1370000000${i}`, 1);
      expect(await login(device, '13799999999', CORRECT_PASSWORD)).toMatchObject({ adsCode: '002' });
    });
  });

  describe('when a slider pass comes back', () => {
    it("refuses a replayed pass with '005'", async () => {
      const { device, demand } = await sliderDemanded('13900000004');
      const { pass } = await solveSlider(test.app, demand.adsData.url, device.dfp);
      await login(device, '13900000004', 'wrong', { adsRiskParam: pass! });
      expect(
        await login(device, '13900000004', CORRECT_PASSWORD, { adsRiskParam: pass!, 'accept-language': 'en' }),
      ).toMatchObject({
        adsCode: '005',
        adsData: 'The verification result has already been used, please verify again',
      });
    });

    it("refuses a pass earned on another device with '005'", async () => {
      const { device, demand } = await sliderDemanded('13900000005');
      const thief = await registerTestDevice(test.app);
      const { pass } = await solveSlider(test.app, demand.adsData.url, device.dfp);
      expect(await login(thief, '13900000005', CORRECT_PASSWORD, { adsRiskParam: pass! })).toMatchObject({
        adsCode: '005',
        adsData: '验证结果不属于当前设备，请重新验证',
      });
    });

    it("refuses an expired pass with '005'", async () => {
      const { device, demand } = await sliderDemanded('13900000006');
      const { pass } = await solveSlider(test.app, demand.adsData.url, device.dfp);
      test.clock.advance(SLIDER_PASS_TTL_MS);
      expect(
        await login(device, '13900000006', CORRECT_PASSWORD, { adsRiskParam: pass!, 'accept-language': 'zh-TW' }),
      ).toMatchObject({
        adsCode: '005',
        adsData: '驗證結果已逾期，請重新驗證',
      });
    });

    it("refuses a forged or tampered pass with '005'", async () => {
      const { device, demand } = await sliderDemanded('13900000007');
      const { pass } = await solveSlider(test.app, demand.adsData.url, device.dfp);
      const [payload, signature] = pass!.split('.');
      const stretched = Buffer.from(
        JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), expiresAt: 9e15 }),
      ).toString('base64url');
      for (const forged of [`${stretched}.${signature}`, 'not-a-pass', `${payload}.`]) {
        expect(await login(device, '13900000007', CORRECT_PASSWORD, { adsRiskParam: forged })).toMatchObject({
          adsCode: '005',
        });
      }
    });
  });

  describe('the attempt log', () => {
    it('sweeps what no window counts any more as new attempts come', async () => {
      const device = await registerTestDevice(test.app);
      await failLogins(device, '13900000099', 2);
      test.clock.advance(LONGEST_ATTEMPT_WINDOW_MS);
      await failLogins(await registerTestDevice(test.app), '13900000099', 1);
      const rows = await test.database.db
        .select()
        .from(riskAttempts)
        .where(and(eq(riskAttempts.scope, 'subject'), eq(riskAttempts.key, '13900000099')));
      expect(rows).toHaveLength(1);
    });
  });

  describe('when SMS codes are asked for again and again', () => {
    it('wants the slider once a mobile has had its codes', async () => {
      const device = await registerTestDevice(test.app);
      const ask = () =>
        jsonCall(test.app, GUARDED_SMS_PATH, { mobile: '13600000001' }, deviceHeaders(device)).then((reply) =>
          reply.json(),
        );
      for (let i = 0; i < ACTION_RULES.smsCode.sliderFrom.subject; i += 1)
        expect(await ask()).toMatchObject({ code: 'success' });
      expect(await ask()).toMatchObject({ code: '002', adsCode: '002' });
    });
  });

  describe('when a device or mobile is blocked', () => {
    it("refuses a blocked mobile with '1404' and the reason in the user's language", async () => {
      await block(test.database.db, test.clock, {
        kind: 'subject',
        value: '13500000001',
        reasonKey: 'risk.reason.blockedMobile',
      });
      const device = await registerTestDevice(test.app);
      expect(await login(device, '13500000001', CORRECT_PASSWORD, { 'accept-language': 'en' })).toMatchObject({
        resultCode: '1404',
        resultMsg: 'This mobile number has been restricted for security reasons. For help call 0311-96699',
        adsCode: '1404',
      });
    });

    it("refuses every attempt from a blocked device with '1404'", async () => {
      const device = await registerTestDevice(test.app);
      await block(test.database.db, test.clock, {
        kind: 'device',
        value: device.dfp,
        reasonKey: 'risk.reason.blockedDevice',
      });
      expect(await login(device, '13500000002', CORRECT_PASSWORD)).toMatchObject({
        adsCode: '1404',
        adsData: expect.stringContaining('当前设备'),
      });
    });

    it('lets a block lapse at its end', async () => {
      const device = await registerTestDevice(test.app);
      await block(test.database.db, test.clock, {
        kind: 'subject',
        value: '13500000003',
        reasonKey: 'risk.reason.blockedMobile',
        until: new Date(test.clock.now().getTime() + 1000),
      });
      expect(await login(device, '13500000003', CORRECT_PASSWORD)).toMatchObject({ adsCode: '1404' });
      test.clock.advance(1000);
      expect(await login(device, '13500000003', CORRECT_PASSWORD)).toMatchObject({ resultCode: '0' });
    });

    it('never locks an account: after a dozen strangers failed, the right password with a solved slider gets in', async () => {
      const account = '13500000004';
      let device = await registerTestDevice(test.app);
      for (let failures = 0; failures < 12; failures += 1) {
        if (failures % 4 === 0) device = await registerTestDevice(test.app);
        expect(await failWithSlider(device, account)).toMatchObject({ resultCode: 'E401' });
      }
      const owner = await registerTestDevice(test.app);
      const demand = await login(owner, account, CORRECT_PASSWORD);
      expect(demand).toMatchObject({ adsCode: '002' });
      const { pass } = await solveSlider(test.app, demand.adsData.url, owner.dfp);
      expect(await login(owner, account, CORRECT_PASSWORD, { adsRiskParam: pass! })).toMatchObject({ resultCode: '0' });
    });
  });

  describe('when one device or address keeps failing', () => {
    const delay = ACTION_RULES.login.delay!;

    it('makes the device wait after each further failure, twice as long each time, slider or not', async () => {
      const device = await registerTestDevice(test.app);
      for (let i = 0; i < delay.from.device!; i += 1) await failWithSlider(device, `1340000000${i % 10}`);
      const english = { 'accept-language': 'en' };
      expect(await login(device, '13400000099', CORRECT_PASSWORD, english)).toMatchObject({
        adsCode: '1401',
        adsData: `Too many failed logins from this device or network, please try again in ${delay.firstMs / 1000} seconds`,
      });
      test.clock.advance(delay.firstMs);
      expect(await failWithSlider(device, '13400000099')).toMatchObject({ resultCode: 'E401' });
      test.clock.advance(delay.firstMs);
      // Even the right password with a solved slider waits: the delay is not a question the slider answers.
      expect(await login(device, '13400000099', CORRECT_PASSWORD, { ...english, adsRiskParam: 'any' })).toMatchObject({
        adsCode: '1401',
        adsData: expect.stringContaining(`${delay.firstMs / 1000} seconds`),
      });
      test.clock.advance(delay.firstMs);
      expect(await failWithSlider(device, '13400000099')).toMatchObject({ resultCode: 'E401' });
    });

    it('grows the wait up to its cap, in minutes', async () => {
      const device = await registerTestDevice(test.app);
      for (let made = 1; made <= delay.from.device! + 6; made += 1) {
        if (made > 1) test.clock.advance(delayAfter(delay, delay.from.device!, made - 1));
        expect(await failWithSlider(device, '13400000100')).toMatchObject({ resultCode: 'E401' });
      }
      const reply = await login(device, '13400000100', CORRECT_PASSWORD, { 'accept-language': 'zh-TW' });
      expect(reply).toMatchObject({
        adsCode: '1401',
        adsData: `目前裝置或網路登入失敗次數過多，請 ${delay.maxMs / 60_000} 分鐘後再試`,
      });
    });

    it("asks an address's devices for the slider after its failures, and never makes them wait", async () => {
      // The address may be an office's or a carrier's, shared by members who did not fail (issue 26).
      const first = await registerTestDevice(test.app);
      let device = first;
      for (let i = 0; i < 30; i += 1) {
        if (i % 4 === 0) device = { ...(await registerTestDevice(test.app)), address: first.address };
        await failWithSlider(device, `133000000${String(i).padStart(2, '0')}`);
      }
      expect(delay.from.address).toBeUndefined();
      const fresh = { ...(await registerTestDevice(test.app)), address: first.address };
      const demand = await login(fresh, '13399999999', CORRECT_PASSWORD);
      expect(demand).toMatchObject({ adsCode: '002' });
      const { pass } = await solveSlider(test.app, demand.adsData.url, fresh.dfp);
      expect(await login(fresh, '13399999999', CORRECT_PASSWORD, { adsRiskParam: pass! })).toMatchObject({
        resultCode: '0',
      });
      const elsewhere = await registerTestDevice(test.app);
      expect(await login(elsewhere, '13399999999', CORRECT_PASSWORD)).toMatchObject({ resultCode: '0' });
    });
  });
});
