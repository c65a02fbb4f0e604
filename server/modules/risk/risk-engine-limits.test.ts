import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { riskAttempts } from '../../db/schema/risk';
import { jsonCall } from '../../testing/test-app';
import { block } from './risk-blocks';
import { ACTION_RULES, delayAfter, LONGEST_ATTEMPT_WINDOW_MS } from './risk-rules';
import { deviceHeaders, registerTestDevice } from './testing/risk-device';
import { CORRECT_PASSWORD, riskSuiteApp, GUARDED_SMS_PATH } from './testing/risk-test-app';
import { solveSlider } from './testing/slider-solver';
import { failingLogins } from './testing/failing-logins';

describe('the risk engine guarding attempts', () => {
  const test = riskSuiteApp();

  const { login, failWithSlider, failLogins } = failingLogins(() => test.app);

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
