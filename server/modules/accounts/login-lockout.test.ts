import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCOUNT_CALLS } from '../../../contract/calls/accounts';
import { smsOutbox } from '../../db/schema/accounts';
import { translate } from '../../i18n';
import { formCall } from '../../testing/test-app';
import { ACTION_RULES } from '../risk/risk-rules';
import { deviceHeaders, registerTestDevice, type TestDevice } from '../risk/testing/risk-device';
import { solveSlider } from '../risk/testing/slider-solver';
import { LOGIN_FAILURE_NOTICE } from './login-failure-notice';
import { DEMO_PASSWORD } from './seed';
import { suiteApp } from '../../testing/suite-app';

/** Hole 5 of issue 13: ten wrong passwords used to lock any member out for 24 hours, owner included. */
describe('failed logins against one account', () => {
  const test = suiteApp({ riskAppCheck: 'on' });

  const newDevice = () => registerTestDevice(test.app, ACCOUNT_CALLS.loginByPassword);
  const call = (path: string, device: TestDevice, payload: object, extra: Record<string, string> = {}) =>
    formCall(test.app, path, payload, deviceHeaders(device, extra)).then((reply) => reply.json());
  const login = (device: TestDevice, account: string, password: string, extra: Record<string, string> = {}) =>
    call(ACCOUNT_CALLS.loginByPassword, device, { account, password }, extra);

  /** A call made as a person would: when the engine asks for the slider, solve it and send the call again. */
  async function withSlider(device: TestDevice, send: (extra: Record<string, string>) => Promise<any>) {
    const reply = await send({});
    if (reply.adsCode !== '002') return reply;
    const { pass } = await solveSlider(test.app, reply.adsData.url, device.dfp);
    return send({ adsRiskParam: pass! });
  }

  const noticesTo = async (mobile: string) =>
    (await test.database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile))).filter(
      (sms) => sms.text === translate('zhCn', 'account.login.failedAttemptsSms'),
    );

  it('lets the owner in with the right password and a solved slider after an attacker failed a dozen times, and tells the owner once', async () => {
    const account = '13700137000';
    const attacker = await newDevice();
    const delay = ACTION_RULES.login.delay!;
    for (let failures = 0; failures < delay.from.device!; failures += 1) {
      expect(await withSlider(attacker, (extra) => login(attacker, account, `Guess#${failures}`, extra))).toMatchObject(
        { resultCode: 'E1001' },
      );
    }
    // The attacker now waits, even with a lucky guess, then is back to the slider for each further try.
    expect(await login(attacker, account, DEMO_PASSWORD)).toMatchObject({ adsCode: '1401' });
    test.clock.advance(delay.firstMs);
    expect(await login(attacker, account, 'Guess#10')).toMatchObject({ adsCode: '002' });
    expect(await withSlider(attacker, (extra) => login(attacker, account, 'Guess#11', extra))).toMatchObject({
      resultCode: 'E1001',
    });
    expect(await login(attacker, account, DEMO_PASSWORD)).toMatchObject({ adsCode: '1401' });

    const owner = await newDevice();
    const ownerTry = await login(owner, account, DEMO_PASSWORD);
    expect(ownerTry).toMatchObject({ adsCode: '002' });
    const { pass } = await solveSlider(test.app, ownerTry.adsData.url, owner.dfp);
    expect(await login(owner, account, DEMO_PASSWORD, { adsRiskParam: pass! })).toMatchObject({
      resultCode: '0',
      data: { outcome: 'loggedIn' },
    });

    expect(await noticesTo(account)).toHaveLength(1);
  });

  it('lets the owner in by SMS code too', async () => {
    const mobile = '13600136000';
    for (let failures = 0; failures < 12; failures += 1) {
      const attacker = await newDevice();
      expect(await withSlider(attacker, (extra) => login(attacker, mobile, `Guess#${failures}`, extra))).toMatchObject({
        resultCode: 'E1001',
      });
    }
    const owner = await newDevice();
    expect(await call(ACCOUNT_CALLS.sendMobileCheckCode, owner, { mobile, purpose: 'login' })).toMatchObject({
      resultCode: '0',
    });
    const [code] = (await test.database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile)))
      .filter((sms) => sms.code)
      .map((sms) => sms.code!);
    const reply = await withSlider(owner, (extra) =>
      call(ACCOUNT_CALLS.loginByCheckCode, owner, { mobile, checkCode: code }, extra),
    );
    expect(reply).toMatchObject({ resultCode: '0', data: { outcome: 'loggedIn' } });
  });

  it('tells the owner once per run of failures, not once per failure', async () => {
    const account = '13800138000';
    const attacker = await newDevice();
    for (let failures = 0; failures < LOGIN_FAILURE_NOTICE.from - 1; failures += 1)
      await withSlider(attacker, (extra) => login(attacker, account, 'Wrong#1', extra));
    expect(await noticesTo(account)).toHaveLength(0);
    for (let failures = 0; failures < 3; failures += 1)
      await withSlider(attacker, (extra) => login(attacker, account, 'Wrong#1', extra));
    expect(await noticesTo(account)).toHaveLength(1);
    test.clock.advance(LOGIN_FAILURE_NOTICE.quietMs);
    const later = await newDevice();
    for (let failures = 0; failures < LOGIN_FAILURE_NOTICE.from; failures += 1)
      await withSlider(later, (extra) => login(later, account, 'Wrong#2', extra));
    expect(await noticesTo(account)).toHaveLength(2);
  });
});
