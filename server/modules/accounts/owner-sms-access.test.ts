import { describe, expect, it } from 'vitest';
import { ACCOUNT_CALLS, type CheckCodePurpose } from '../../../contract/calls/accounts';
import { formCall } from '../../testing/test-app';
import { deviceHeaders, registerTestDevice, type TestDevice } from '../risk/testing/risk-device';
import { solveSlider } from '../risk/testing/slider-solver';
import { latestCode } from './testing/account-test-calls';
import { CHECK_CODE_RULES } from './check-codes';
import { DEMO_PASSWORD } from './seed';
import { suiteApp } from '../../testing/suite-app';

const MINUTE = 60_000;

/**
 * Issue 26, item 4: strangers' SMS code requests for a member's mobile used to lock its owner out for a day
 * ('1404' after ten refusals, or 'E2002' once strangers had spent the mobile's five daily codes).
 */
describe("a mobile's owner and strangers' SMS code requests", () => {
  const test = suiteApp({ riskAppCheck: 'on' });

  const newDevice = (address?: string) =>
    registerTestDevice(test.app, ACCOUNT_CALLS.loginByPassword).then((device) =>
      address ? { ...device, address } : device,
    );
  const call = (path: string, device: TestDevice, payload: object, extra: Record<string, string> = {}) =>
    formCall(test.app, path, payload, deviceHeaders(device, extra)).then((reply) => reply.json());

  /** As a person (or a script that solves sliders) would: solve the slider when asked, send again. */
  async function withSlider(device: TestDevice, send: (extra: Record<string, string>) => Promise<any>) {
    const reply = await send({});
    if (reply.adsCode !== '002') return reply;
    const { pass } = await solveSlider(test.app, reply.adsData.url, device.dfp);
    return send({ adsRiskParam: pass! });
  }
  const askCode = (device: TestDevice, mobile: string, purpose: CheckCodePurpose, extra: Record<string, string> = {}) =>
    withSlider(device, (slider) =>
      call(ACCOUNT_CALLS.sendMobileCheckCode, device, { mobile, purpose }, { ...extra, ...slider }),
    );
  const loginByCode = async (device: TestDevice, mobile: string) => {
    const checkCode = await latestCode(test.app, mobile);
    return withSlider(device, (slider) => call(ACCOUNT_CALLS.loginByCheckCode, device, { mobile, checkCode }, slider));
  };

  it('lets the owner log in by code after eleven anonymous register requests for their mobile', async () => {
    const mobile = '13700137000';
    for (let request = 0; request < 11; request += 1) {
      const stranger = await newDevice();
      await call(ACCOUNT_CALLS.sendMobileCheckCode, stranger, { mobile, purpose: 'register' });
      test.clock.advance(MINUTE);
    }
    const owner = await newDevice();
    expect(await askCode(owner, mobile, 'login')).toMatchObject({ resultCode: '0' });
    expect(await loginByCode(owner, mobile)).toMatchObject({ resultCode: '0', data: { outcome: 'loggedIn' } });
  });

  it("keeps the owner's codes apart from the five strangers spent with solved sliders, on a device or session of the owner", async () => {
    const mobile = '13600136000';
    const office = '198.51.100.26';
    // The owner logged in from this device once, at the office, a while ago.
    const ownersDevice = await newDevice(office);
    const firstLogin = await withSlider(ownersDevice, (slider) =>
      call(ACCOUNT_CALLS.loginByPassword, ownersDevice, { account: mobile, password: DEMO_PASSWORD }, slider),
    );
    expect(firstLogin).toMatchObject({ resultCode: '0' });
    const jwtToken: string = firstLogin.data.user.jwtToken;
    test.clock.advance(60 * MINUTE);

    // Strangers, from the same office address, each with a solved slider, spend the mobile's daily codes.
    for (let sent = 0; sent < CHECK_CODE_RULES.perMobilePerDay; sent += 1) {
      expect(await askCode(await newDevice(office), mobile, 'login')).toMatchObject({ resultCode: '0' });
      test.clock.advance(MINUTE + 1000);
    }
    expect(await askCode(await newDevice(office), mobile, 'reset')).toMatchObject({ resultCode: 'E2002' });
    // ...and, asking for other mobiles, the office address's hourly codes.
    for (let other = 0; other < 5; other += 1)
      expect(await askCode(await newDevice(office), `1590026000${other}`, 'login')).toMatchObject({ resultCode: '0' });
    expect(await askCode(await newDevice(office), '15900260009', 'login')).toMatchObject({ resultCode: 'E2003' });
    expect(await askCode(ownersDevice, mobile, 'login')).toMatchObject({ resultCode: '0' });
    expect(await loginByCode(ownersDevice, mobile)).toMatchObject({ resultCode: '0', data: { outcome: 'loggedIn' } });
    test.clock.advance(MINUTE + 1000);
    expect(await askCode(ownersDevice, mobile, 'reset')).toMatchObject({ resultCode: '0' });
    const elsewhere = await newDevice();
    expect(await askCode(elsewhere, mobile, 'changeMobileOld', { jwtToken })).toMatchObject({ resultCode: '0' });
  });

  it("does not retire or spend the owner's code when a stranger asks for one and guesses", async () => {
    const mobile = '13800138000';
    const ownersDevice = await newDevice();
    expect(
      await withSlider(ownersDevice, (slider) =>
        call(ACCOUNT_CALLS.loginByPassword, ownersDevice, { account: mobile, password: DEMO_PASSWORD }, slider),
      ),
    ).toMatchObject({ resultCode: '0' });
    expect(await askCode(ownersDevice, mobile, 'login')).toMatchObject({ resultCode: '0' });
    const ownersCode = await latestCode(test.app, mobile);
    const stranger = await newDevice();
    expect(await askCode(stranger, mobile, 'login')).toMatchObject({ resultCode: '0' });
    for (let guess = 0; guess < CHECK_CODE_RULES.maxWrongTries; guess += 1) {
      const wrong = String(guess).padStart(6, '0') === ownersCode ? '999999' : String(guess).padStart(6, '0');
      const reply = await withSlider(stranger, (slider) =>
        call(ACCOUNT_CALLS.loginByCheckCode, stranger, { mobile, checkCode: wrong }, slider),
      );
      expect(['E2006', 'E2005']).toContain(reply.resultCode);
    }
    expect(
      await withSlider(ownersDevice, (slider) =>
        call(ACCOUNT_CALLS.loginByCheckCode, ownersDevice, { mobile, checkCode: ownersCode }, slider),
      ),
    ).toMatchObject({ resultCode: '0', data: { outcome: 'loggedIn' } });
  });
});
