import { describe, expect, it } from 'vitest';
import { ACCOUNT_CALLS } from '../../../contract/calls/accounts';
import { formCall } from '../../testing/test-app';
import { latestCode, requestCode } from './testing/account-test-calls';
import { suiteApp } from '../../testing/suite-app';

const MINUTE = 60_000;

describe('SMS check codes', () => {
  const test = suiteApp();

  const register = (mobile: string, checkCode: string, language = 'zh-CN') =>
    formCall(
      test.app,
      ACCOUNT_CALLS.register,
      { mobile, checkCode, password: 'Fly@2026x', confirmPassword: 'Fly@2026x', agree: true },
      { 'accept-language': language },
    ).then((response) => response.json());

  it('sends a 6-digit code to the outbox, stored only as a hash', async () => {
    await requestCode(test.app, '15200000001', 'register');
    const code = await latestCode(test.app, '15200000001');
    expect(code).toMatch(/^\d{6}$/);
    const stored = await test.database.db.query.smsCheckCodes.findFirst();
    expect(stored?.codeHash).not.toContain(code);
    expect((await register('15200000001', code)).data.outcome).toBe('loggedIn');
  });

  it.each([
    ['zh-CN', '验证码错误，还可尝试4次', '15200000101'],
    ['zh-TW', '驗證碼錯誤，還可嘗試4次', '15200000102'],
    ['en', 'Wrong code; 4 tries left', '15200000103'],
  ])('counts a wrong code and says so in %s', async (language, message, mobile) => {
    await requestCode(test.app, mobile, 'register');
    const code = await latestCode(test.app, mobile);
    const wrong = code === '000000' ? '000001' : '000000';
    expect(await register(mobile, wrong, language)).toMatchObject({ resultCode: 'E2006', resultMsg: message });
    test.clock.advance(MINUTE);
  });

  it('ends a code after 5 wrong tries, even for the right code afterwards', async () => {
    await requestCode(test.app, '15200000002', 'register');
    const code = await latestCode(test.app, '15200000002');
    const wrong = code === '000000' ? '000001' : '000000';
    for (const remaining of [4, 3, 2, 1])
      expect((await register('15200000002', wrong, 'en')).resultMsg).toBe(`Wrong code; ${remaining} tries left`);
    expect(await register('15200000002', wrong, 'en')).toMatchObject({
      resultCode: 'E2005',
      resultMsg: 'Too many wrong codes; please get a new one',
    });
    expect(await register('15200000002', code, 'zh-TW')).toMatchObject({
      resultCode: 'E2005',
      resultMsg: '驗證碼錯誤次數過多，請重新取得',
    });
  });

  it('expires a code after 5 minutes', async () => {
    await requestCode(test.app, '15200000003', 'register');
    const code = await latestCode(test.app, '15200000003');
    test.clock.advance(5 * MINUTE + 1000);
    expect(await register('15200000003', code)).toMatchObject({
      resultCode: 'E2004',
      resultMsg: '验证码已失效，请重新获取',
    });
  });

  it('binds a code to its purpose, and a new code replaces the old one', async () => {
    await requestCode(test.app, '15200000004', 'login');
    const loginCode = await latestCode(test.app, '15200000004');
    expect((await register('15200000004', loginCode)).resultCode).toBe('E2004');
    test.clock.advance(MINUTE);
    await requestCode(test.app, '15200000004', 'register');
    const first = await latestCode(test.app, '15200000004');
    test.clock.advance(MINUTE);
    await requestCode(test.app, '15200000004', 'register', { 'x-forwarded-for': '10.0.0.4' });
    const second = await latestCode(test.app, '15200000004');
    if (first !== second) expect((await register('15200000004', first)).resultCode).toBe('E2006');
    expect((await register('15200000004', second)).data.outcome).toBe('loggedIn');
  });

  it('spends a code once', async () => {
    await requestCode(test.app, '15200000005', 'login');
    const code = await latestCode(test.app, '15200000005');
    const login = () =>
      formCall(test.app, ACCOUNT_CALLS.loginByCheckCode, { mobile: '15200000005', checkCode: code }).then((response) =>
        response.json(),
      );
    expect((await login()).resultCode).toBe('0');
    expect((await login()).resultCode).toBe('E2004');
  });

  describe('limits', () => {
    it('sends at most 1 code a minute per mobile and purpose', async () => {
      const from = { 'x-forwarded-for': '203.0.113.1' };
      expect((await requestCode(test.app, '15300000001', 'login', from)).resultCode).toBe('0');
      expect(await requestCode(test.app, '15300000001', 'login', { ...from, 'accept-language': 'en' })).toMatchObject({
        resultCode: 'E2001',
        resultMsg: 'Codes are requested too often; please try again in 1 minute',
      });
      // A minute later the limit is gone. The refusal came before the risk check, so it did not count there:
      // only the code sent did, and the slider is asked for from the mobile's second code on.
      test.clock.advance(MINUTE + 1000);
      expect((await requestCode(test.app, '15300000001', 'login', from)).resultCode).toBe('0');
      test.clock.advance(MINUTE + 1000);
      expect((await requestCode(test.app, '15300000001', 'login', from)).resultCode).toBe('002');
    });

    it('sends at most 5 codes a day per mobile', async () => {
      const from = { 'x-forwarded-for': '203.0.113.2' };
      for (let sent = 0; sent < 5; sent += 1) {
        expect((await requestCode(test.app, '15300000002', 'login', from)).resultCode).toBe('0');
        test.clock.advance(61 * MINUTE);
      }
      expect(
        await requestCode(test.app, '15300000002', 'login', { ...from, 'accept-language': 'zh-TW' }),
      ).toMatchObject({
        resultCode: 'E2002',
        resultMsg: '此手機號碼今日取得驗證碼已達5次上限，請明天再試',
      });
      test.clock.advance(19 * 60 * MINUTE);
      expect((await requestCode(test.app, '15300000002', 'login', from)).resultCode).toBe('0');
    });

    it('sends at most 10 codes an hour per client address', async () => {
      const from = { 'x-forwarded-for': '203.0.113.7' };
      for (let mobile = 15400000000; mobile < 15400000010; mobile += 1) {
        expect((await requestCode(test.app, String(mobile), 'login', from)).resultCode).toBe('0');
      }
      expect(
        await requestCode(test.app, '15400000010', 'login', { ...from, 'accept-language': 'zh-CN' }),
      ).toMatchObject({
        resultCode: 'E2003',
        resultMsg: '当前网络获取验证码过于频繁，请1小时后再试',
      });
      expect(
        (await requestCode(test.app, '15400000010', 'login', { 'x-forwarded-for': '203.0.113.8' })).resultCode,
      ).toBe('0');
    });

    it('refuses a malformed mobile before anything is sent', async () => {
      expect(await requestCode(test.app, '12345', 'login', { 'accept-language': 'en' })).toMatchObject({
        resultCode: 'RR0001',
        rMessage: 'Please enter a valid mobile number',
      });
    });
  });
});
