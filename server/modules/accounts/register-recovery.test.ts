import { describe, expect, it } from 'vitest';
import { ACCOUNT_CALLS } from '../../../contract/calls/accounts';
import { formCall } from '../../testing/test-app';
import {
  latestCode,
  loggedInUser,
  loginWithPassword,
  queryLoginMember,
  requestCode,
} from './testing/account-test-calls';
import { DEMO_PASSWORD } from './seed';
import { suiteApp } from '../../testing/suite-app';

describe('register and password recovery', () => {
  const test = suiteApp();

  const call = (path: string, payload: unknown, language = 'en') =>
    formCall(test.app, path, payload, { 'accept-language': language }).then((response) => response.json());

  describe('register', () => {
    it('registers a new mobile with a code and a password, and logs it in', async () => {
      await requestCode(test.app, '15500000001', 'register');
      const checkCode = await latestCode(test.app, '15500000001');
      const reply = await call(ACCOUNT_CALLS.register, {
        mobile: '15500000001',
        checkCode,
        password: 'Fly@2026x',
        confirmPassword: 'Fly@2026x',
        agree: true,
      });
      expect(reply.data).toMatchObject({
        outcome: 'loggedIn',
        needsPassword: false,
        user: { mobile: '15500000001', identityStatus: '0', ffpBindingFlag: '0' },
      });
      expect((await loginWithPassword(test.app, '15500000001', 'Fly@2026x')).data.outcome).toBe('loggedIn');
    });

    it.each([
      [{ password: 'Fly@1', confirmPassword: 'Fly@1' }, 'The password must be 8-12 characters'],
      [
        { password: 'Fly 2026x', confirmPassword: 'Fly 2026x' },
        'The password must not contain spaces or Chinese characters',
      ],
      [
        { password: 'fly2026xx', confirmPassword: 'fly2026xx' },
        'The password must contain at least three of: digit, lowercase letter, uppercase letter, special character',
      ],
      [{ password: 'Fly@2026x', confirmPassword: 'Fly@2026y' }, 'The passwords differ'],
      [{ password: 'Fly@2026x', confirmPassword: 'Fly@2026x', agree: false }, 'Please read and accept the agreement'],
    ])('refuses %o and changes nothing', async (fields, message) => {
      const reply = await call(ACCOUNT_CALLS.register, {
        mobile: '15500000002',
        checkCode: '123456',
        agree: true,
        ...fields,
      });
      expect(reply).toMatchObject({ resultCode: 'RR0001', rMessage: message });
      expect(
        await test.database.db.query.members.findFirst({
          where: (members, { eq }) => eq(members.mobile, '15500000002'),
        }),
      ).toBeUndefined();
    });
  });

  describe('recovery (lookSecret_count, retrieveAccount)', () => {
    it('proves the mobile, sets a new password and ends every old session', async () => {
      const before = await loggedInUser(test.app, '13900139000', DEMO_PASSWORD);
      await requestCode(test.app, '13900139000', 'reset');
      const found = await call(ACCOUNT_CALLS.queryFfpMemberByReset, {
        mobile: '13900139000',
        checkCode: await latestCode(test.app, '13900139000'),
      });
      expect(found.data).toMatchObject({ memberNumber: '1000000002', maskedName: '李*', maskedMobile: '139****9000' });

      const reset = { resetTicket: found.data.resetTicket, password: 'Renew@2026', confirmPassword: 'Renew@2026' };
      expect((await call(ACCOUNT_CALLS.resetPassword, reset)).resultCode).toBe('0');
      expect((await queryLoginMember(test.app, before.jwtToken)).json()).toMatchObject({ adsCode: '001' });
      expect((await loginWithPassword(test.app, '13900139000', DEMO_PASSWORD)).resultCode).toBe('E1001');
      expect((await loginWithPassword(test.app, '13900139000', 'Renew@2026')).data.outcome).toBe('loggedIn');

      const reused = await call(
        ACCOUNT_CALLS.resetPassword,
        { ...reset, password: 'Again@2026', confirmPassword: 'Again@2026' },
        'zh-CN',
      );
      expect(reused).toMatchObject({ resultCode: 'E1202', resultMsg: '找回密码已超时，请重新验证手机号' });
    });

    it('refuses a ticket after 10 minutes', async () => {
      await requestCode(test.app, '13700137000', 'reset');
      const found = await call(ACCOUNT_CALLS.queryFfpMemberByReset, {
        mobile: '13700137000',
        checkCode: await latestCode(test.app, '13700137000'),
      });
      test.clock.advance(11 * 60_000);
      expect(
        (
          await call(ACCOUNT_CALLS.resetPassword, {
            resetTicket: found.data.resetTicket,
            password: 'Renew@2026',
            confirmPassword: 'Renew@2026',
          })
        ).resultCode,
      ).toBe('E1202');
    });
  });
});
