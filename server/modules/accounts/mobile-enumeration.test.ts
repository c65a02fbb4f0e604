import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCOUNT_CALLS } from '../../../contract/calls/accounts';
import { smsOutbox } from '../../db/schema/accounts';
import { formCall } from '../../testing/test-app';
import { latestCode, requestCode } from './testing/account-test-calls';
import { suiteApp } from '../../testing/suite-app';

/**
 * Issue 26, item 5: asking for a register or reset code told anyone whether a mobile belongs to a member.
 * Now both answer alike; the member's status is told only by SMS, and at the step where its code is checked.
 */
describe('asking for a code says nothing about whether a mobile is registered', () => {
  const test = suiteApp();

  const member = '13800138000';
  const stranger = '15600000026';
  const call = (path: string, payload: unknown, language: string) =>
    formCall(test.app, path, payload, { 'accept-language': language }).then((response) => response.json());
  const smsTo = async (mobile: string) =>
    (await test.database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile))).at(-1)!;
  const wrong = (code: string) => (code === '000000' ? '000001' : '000000');

  it.each(['zh-CN', 'zh-TW', 'en'])(
    'answers register and reset alike for members and others (%s)',
    async (language) => {
      for (const purpose of ['register', 'reset'] as const) {
        const forMember = await requestCode(test.app, member, purpose, { 'accept-language': language });
        const forStranger = await requestCode(test.app, stranger, purpose, { 'accept-language': language });
        expect(forMember).toEqual(forStranger);
        expect(forMember.resultCode).toBe('0');
        test.clock.advance(61_000);
      }
      test.clock.advance(24 * 60 * 60_000);
    },
  );

  it('tells a member asking to register, by SMS and at the code step, to log in instead', async () => {
    await requestCode(test.app, member, 'register', { 'accept-language': 'en' });
    const sms = await smsTo(member);
    expect(sms.text).toContain('already');
    const checkCode = sms.code!;
    const registration = { mobile: member, password: 'Fly@2026x', confirmPassword: 'Fly@2026x', agree: true };
    expect(await call(ACCOUNT_CALLS.register, { ...registration, checkCode: wrong(checkCode) }, 'en')).toMatchObject({
      resultCode: 'E2006',
    });
    expect(await call(ACCOUNT_CALLS.register, { ...registration, checkCode }, 'zh-CN')).toMatchObject({
      resultCode: 'E1101',
      resultMsg: '该手机号已注册，请直接登录',
    });
    test.clock.advance(61_000);
  });

  it('tells someone resetting an unknown mobile, by SMS and at the code step, that it has no account', async () => {
    await requestCode(test.app, stranger, 'reset', { 'accept-language': 'zh-TW' });
    const sms = await smsTo(stranger);
    expect(sms.text).toContain('尚未註冊');
    expect(
      await call(ACCOUNT_CALLS.queryFfpMemberByReset, { mobile: stranger, checkCode: wrong(sms.code!) }, 'en'),
    ).toMatchObject({ resultCode: 'E2006' });
    expect(
      await call(ACCOUNT_CALLS.queryFfpMemberByReset, { mobile: stranger, checkCode: sms.code! }, 'zh-TW'),
    ).toMatchObject({ resultCode: 'E1201', resultMsg: '此手機號碼尚未註冊' });
  });

  it('still registers a new mobile with the code sent', async () => {
    const fresh = '15600000027';
    await requestCode(test.app, fresh, 'register');
    const registered = await call(
      ACCOUNT_CALLS.register,
      {
        mobile: fresh,
        checkCode: await latestCode(test.app, fresh),
        password: 'Fly@2026x',
        confirmPassword: 'Fly@2026x',
        agree: true,
      },
      'en',
    );
    expect(registered).toMatchObject({ resultCode: '0', data: { outcome: 'loggedIn' } });
  });
});
