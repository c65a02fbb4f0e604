import { describe, expect, it } from 'vitest';
import { formCall, jsonCall } from '../../testing/test-app';
import { RISK_TOKEN_TTL_MS } from './risk-rules';
import { countStatements } from '../../testing/count-statements';
import { deviceHeaders, registerTestDevice } from './testing/risk-device';
import {
  CORRECT_PASSWORD,
  createRiskTestApp,
  riskSuiteApp,
  GUARDED_LOGIN_PATH,
  GUARDED_SMS_PATH,
} from './testing/risk-test-app';

const login = { account: '13800000001', password: CORRECT_PASSWORD };

describe('the app-level device check', () => {
  const test = riskSuiteApp();

  it("answers a first call without a fingerprint with '003', a new dfp and token", async () => {
    const reply = (await formCall(test.app, GUARDED_LOGIN_PATH, login)).json();
    expect(reply).toMatchObject({
      resultCode: '003',
      adsCode: '003',
      adsData: { dfp: expect.any(String), token: expect.any(String) },
    });
  });

  it('lets the retried call through with the fingerprint and token it was given', async () => {
    const device = await registerTestDevice(test.app);
    const reply = (await formCall(test.app, GUARDED_LOGIN_PATH, login, deviceHeaders(device))).json();
    expect(reply).toEqual({ resultCode: '0', resultMsg: 'success', data: { account: login.account } });
  });

  it("answers a fingerprint the server never issued with '003' (JSON calls too)", async () => {
    const reply = (
      await jsonCall(test.app, GUARDED_SMS_PATH, { mobile: '13800000002' }, { dfp: 'made-up', token: 'x' })
    ).json();
    expect(reply).toMatchObject({
      code: '003',
      adsCode: '003',
      adsData: { dfp: expect.not.stringMatching(/^made-up$/) },
    });
  });

  it('reads a fingerprint or token with quotes in it as plain text', async () => {
    const device = await registerTestDevice(test.app);
    const quoted = "x'); DELETE FROM risk_devices; --";
    expect((await formCall(test.app, GUARDED_LOGIN_PATH, login, { dfp: quoted, token: quoted })).json()).toMatchObject({
      adsCode: '003',
    });
    expect(
      (await formCall(test.app, GUARDED_LOGIN_PATH, login, { dfp: device.dfp, token: quoted })).json(),
    ).toMatchObject({ adsCode: '004' });
    expect((await formCall(test.app, GUARDED_LOGIN_PATH, login, deviceHeaders(device))).json()).toMatchObject({
      resultCode: '0',
    });
  });

  it("answers a missing or foreign token with '004' and a fresh one", async () => {
    const first = await registerTestDevice(test.app);
    const second = await registerTestDevice(test.app);
    for (const token of ['', second.token]) {
      const reply = (await formCall(test.app, GUARDED_LOGIN_PATH, login, { dfp: first.dfp, token })).json();
      expect(reply).toMatchObject({ adsCode: '004', adsData: { token: expect.any(String) } });
    }
  });

  it('asks the database about a device and token once, then not again until the token expires', async () => {
    const device = await registerTestDevice(test.app);
    // Another device's check first, so the statement is prepared in this database session before counting.
    await formCall(test.app, GUARDED_LOGIN_PATH, login, deviceHeaders(await registerTestDevice(test.app)));
    const lookups = countStatements(test.database.db, 'risk_device_and_token');
    for (let call = 0; call < 3; call += 1)
      expect((await formCall(test.app, GUARDED_LOGIN_PATH, login, deviceHeaders(device))).json()).toMatchObject({
        resultCode: '0',
      });
    expect(lookups.count()).toBe(1);
    lookups.stop();
  });

  it("answers an expired token with '004', even one that passed before; the fresh token works", async () => {
    const device = await registerTestDevice(test.app);
    expect((await formCall(test.app, GUARDED_LOGIN_PATH, login, deviceHeaders(device))).json()).toMatchObject({
      resultCode: '0',
    });
    test.clock.advance(RISK_TOKEN_TTL_MS);
    const expired = (await formCall(test.app, GUARDED_LOGIN_PATH, login, deviceHeaders(device))).json();
    expect(expired).toMatchObject({ adsCode: '004', adsData: { token: expect.any(String) } });
    const fresh = { ...device, token: expired.adsData.token as string };
    expect((await formCall(test.app, GUARDED_LOGIN_PATH, login, deviceHeaders(fresh))).json()).toMatchObject({
      resultCode: '0',
    });
  });

  it('checks before validating, so even a malformed payload cannot probe without a device', async () => {
    expect((await formCall(test.app, GUARDED_LOGIN_PATH, {})).json()).toMatchObject({ adsCode: '003' });
  });
});

describe('when the risk engine itself fails', () => {
  it("answers '1500' with a reason instead of letting the call through", async () => {
    const broken = await createRiskTestApp();
    await broken.database.close();
    const reply = (
      await formCall(broken.app, GUARDED_LOGIN_PATH, login, { dfp: 'any', token: 'any', 'accept-language': 'en' })
    ).json();
    expect(reply).toMatchObject({
      adsCode: '1500',
      adsData: 'The security check is unavailable right now, please try again later',
    });
    await broken.app.close();
  });
});
