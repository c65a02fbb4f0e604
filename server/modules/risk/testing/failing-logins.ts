import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { formCall } from '../../../testing/test-app';
import { ACTION_RULES } from '../risk-rules';
import { deviceHeaders, registerTestDevice, type TestDevice } from './risk-device';
import { CORRECT_PASSWORD, GUARDED_LOGIN_PATH } from './risk-test-app';
import { solveSlider } from './slider-solver';

/** Logins on the guarded test call of the app `app()` gives once it is up, failing on purpose to rouse the engine. */
export function failingLogins(app: () => FastifyInstance) {
  const login = (device: TestDevice, account: string, password: string, extra: Record<string, string> = {}) =>
    formCall(app(), GUARDED_LOGIN_PATH, { account, password }, deviceHeaders(device, extra)).then((reply) =>
      reply.json(),
    );

  /** One wrong password, solving the slider first when the engine asks for it. */
  async function failWithSlider(device: TestDevice, account: string) {
    const reply = await login(device, account, 'wrong');
    if (reply.adsCode !== '002') return reply;
    const { pass } = await solveSlider(app(), reply.adsData.url, device.dfp);
    return login(device, account, 'wrong', { adsRiskParam: pass! });
  }

  async function failLogins(device: TestDevice, account: string, times: number) {
    for (let i = 0; i < times; i += 1)
      expect(await login(device, account, 'wrong')).toMatchObject({ resultCode: 'E401' });
  }

  /** A device whose next login for `account` needs a slider, and the '002' it got. */
  async function sliderDemanded(account: string) {
    const device = await registerTestDevice(app());
    await failLogins(device, account, ACTION_RULES.login.sliderFrom.subject);
    const demand = await login(device, account, CORRECT_PASSWORD, { 'accept-language': 'en' });
    return { device, demand };
  }

  /** A device that solved the slider its login for `account` was asked for, and the pass it earned. */
  async function sliderSolved(account: string) {
    const { device, demand } = await sliderDemanded(account);
    const { pass } = await solveSlider(app(), demand.adsData.url, device.dfp);
    return { device, pass: pass! };
  }

  return { login, failWithSlider, failLogins, sliderDemanded, sliderSolved };
}
