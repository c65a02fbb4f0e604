import { describe, expect, it } from 'vitest';
import { ACTION_RULES, SLIDER_PASS_TTL_MS } from './risk-rules';
import { registerTestDevice } from './testing/risk-device';
import { CORRECT_PASSWORD, riskSuiteApp } from './testing/risk-test-app';
import { failingLogins } from './testing/failing-logins';

describe('the risk engine guarding attempts', () => {
  const test = riskSuiteApp();

  const { login, failLogins, sliderDemanded, sliderSolved } = failingLogins(() => test.app);

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
      const { device, pass } = await sliderSolved('13900000002');
      expect(await login(device, '13900000002', CORRECT_PASSWORD, { adsRiskParam: pass })).toMatchObject({
        resultCode: '0',
      });
    });

    it('forgives the subject after a successful login', async () => {
      const { device, pass } = await sliderSolved('13900000003');
      await login(device, '13900000003', CORRECT_PASSWORD, { adsRiskParam: pass });
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
      const { device, pass } = await sliderSolved('13900000004');
      await login(device, '13900000004', 'wrong', { adsRiskParam: pass });
      expect(
        await login(device, '13900000004', CORRECT_PASSWORD, { adsRiskParam: pass, 'accept-language': 'en' }),
      ).toMatchObject({
        adsCode: '005',
        adsData: 'The verification result has already been used, please verify again',
      });
    });

    it("refuses a pass earned on another device with '005'", async () => {
      const { pass } = await sliderSolved('13900000005');
      const thief = await registerTestDevice(test.app);
      expect(await login(thief, '13900000005', CORRECT_PASSWORD, { adsRiskParam: pass })).toMatchObject({
        adsCode: '005',
        adsData: '验证结果不属于当前设备，请重新验证',
      });
    });

    it("refuses an expired pass with '005'", async () => {
      const { device, pass } = await sliderSolved('13900000006');
      test.clock.advance(SLIDER_PASS_TTL_MS);
      expect(
        await login(device, '13900000006', CORRECT_PASSWORD, { adsRiskParam: pass, 'accept-language': 'zh-TW' }),
      ).toMatchObject({
        adsCode: '005',
        adsData: '驗證結果已逾期，請重新驗證',
      });
    });

    it("refuses a forged or tampered pass with '005'", async () => {
      const { device, pass } = await sliderSolved('13900000007');
      const [payload, signature] = pass.split('.');
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
});
