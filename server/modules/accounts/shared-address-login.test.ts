import { describe, expect, it } from 'vitest';
import { ACCOUNT_CALLS } from '../../../contract/calls/accounts';
import { formCall } from '../../testing/test-app';
import { ACTION_RULES } from '../risk/risk-rules';
import { deviceHeaders, registerTestDevice, type TestDevice } from '../risk/testing/risk-device';
import { solveSlider } from '../risk/testing/slider-solver';
import { DEMO_PASSWORD } from './seed';
import { suiteApp } from '../../testing/suite-app';

/**
 * Issue 26, item 7: about thirty failed logins from one address (an office NAT, a carrier's CGNAT) made
 * every login from it wait, other members' right passwords included.
 */
describe('failed logins from an address shared with other members', () => {
  const test = suiteApp({ riskAppCheck: 'on' });

  const sharedAddress = '100.64.26.7';
  const newDevice = async (): Promise<TestDevice> => ({
    ...(await registerTestDevice(test.app, ACCOUNT_CALLS.loginByPassword)),
    address: sharedAddress,
  });
  const login = (device: TestDevice, account: string, password: string, extra: Record<string, string> = {}) =>
    formCall(test.app, ACCOUNT_CALLS.loginByPassword, { account, password }, deviceHeaders(device, extra)).then(
      (reply) => reply.json(),
    );
  async function withSlider(device: TestDevice, send: (extra: Record<string, string>) => Promise<any>) {
    const reply = await send({});
    if (reply.adsCode !== '002') return reply;
    const { pass } = await solveSlider(test.app, reply.adsData.url, device.dfp);
    return send({ adsRiskParam: pass! });
  }

  it("lets a member's right password with a solved slider through after a guesser's failures there", async () => {
    const failuresOfAddress = 30;
    let guesser = await newDevice();
    for (let failure = 0; failure < failuresOfAddress; failure += 1) {
      // The guesser changes device and account before either is slowed; only the address stays.
      if (failure % 4 === 0) guesser = await newDevice();
      const reply = await withSlider(guesser, (extra) =>
        login(guesser, `1590000${String(failure).padStart(4, '0')}`, 'Guess#1', extra),
      );
      expect(reply).toMatchObject({ resultCode: 'E1001' });
    }
    const colleague = await newDevice();
    expect(await withSlider(colleague, (extra) => login(colleague, '13900139000', DEMO_PASSWORD, extra))).toMatchObject(
      {
        resultCode: '0',
        data: { outcome: 'loggedIn' },
      },
    );
    // The guesser's device is still slowed by its own failures.
    const delay = ACTION_RULES.login.delay!;
    for (let failure = 0; failure < delay.from.device!; failure += 1)
      await withSlider(guesser, (extra) => login(guesser, '15999999999', 'Guess#2', extra));
    expect(await login(guesser, '15999999999', 'Guess#3')).toMatchObject({ adsCode: '1401' });
  });
});
