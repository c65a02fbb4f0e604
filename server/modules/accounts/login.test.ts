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

describe('login', () => {
  const test = suiteApp();

  describe('with a password', () => {
    it.each([['13800138000'], ['zhangwei@example.com'], ['ZhangWei@Example.com'], ['1000000001']])(
      'opens a session for account %s',
      async (account) => {
        const reply = await loginWithPassword(test.app, account, DEMO_PASSWORD);
        expect(reply.resultCode).toBe('0');
        expect(reply.data).toMatchObject({
          outcome: 'loggedIn',
          needsPassword: false,
          user: {
            userid: 'demo-verified',
            cnName: '张伟',
            identityStatus: '1',
            egretId: '6000000001',
            ffpBindingFlag: '1',
            ffpRenewNotice: null,
          },
        });
      },
    );

    it.each([
      ['zh-CN', '账号或密码错误'],
      ['zh-TW', '帳號或密碼錯誤'],
      ['en', 'Wrong account or password'],
    ])('refuses a wrong password in %s without saying whether the account exists', async (language, message) => {
      const wrong = await loginWithPassword(test.app, '13500135001', 'Wrong@2026', { 'accept-language': language });
      const unknown = await loginWithPassword(test.app, '13000000000', 'Wrong@2026', { 'accept-language': language });
      expect(wrong).toMatchObject({ resultCode: 'E1001', resultMsg: message });
      expect(unknown).toMatchObject({ resultCode: 'E1001', resultMsg: message });
    });

    it('answers an old mobile with the changed-phone notice, both numbers masked, and no session', async () => {
      const reply = await loginWithPassword(test.app, '13500135000', DEMO_PASSWORD);
      expect(reply.data).toEqual({ outcome: 'mobileChanged', oldMobile: '135****5000', newMobile: '135****5001' });
    });

    it('gives the renewal notice of a member who has one', async () => {
      const user = await loggedInUser(test.app, '13600136000', DEMO_PASSWORD);
      expect(user.ffpRenewNotice).toEqual({
        noticeNum: 2,
        mobile: '136****6000',
        ffpRenewNoticeId: 'renew-demo-renewal',
      });
    });
  });

  describe('with an SMS code', () => {
    /** Logs in with the code the outbox last sent to the mobile. */
    const loginWithSentCode = async (mobile: string) =>
      (
        await formCall(test.app, ACCOUNT_CALLS.loginByCheckCode, {
          mobile,
          checkCode: await latestCode(test.app, mobile),
        })
      ).json();

    it('logs an existing member in', async () => {
      expect(await requestCode(test.app, '13900139000', 'login')).toMatchObject({
        resultCode: '0',
        data: { resendAfterSeconds: 60, validForSeconds: 300 },
      });
      const reply = await loginWithSentCode('13900139000');
      expect(reply.data).toMatchObject({
        outcome: 'loggedIn',
        needsPassword: false,
        user: { userid: 'demo-unverified', identityStatus: '0' },
      });
    });

    it('makes a new mobile a member who then sets a password once (completionPassword)', async () => {
      await requestCode(test.app, '15100000001', 'login');
      const reply = await loginWithSentCode('15100000001');
      expect(reply.data).toMatchObject({
        outcome: 'loggedIn',
        needsPassword: true,
        user: { mobile: '15100000001', identityStatus: '0', egretId: '' },
      });
      const headers = { jwtToken: reply.data.user.jwtToken };
      /** The member's one-time password setting: the password typed twice, as the page sends it. */
      const completePassword = async (password: string) =>
        (
          await formCall(test.app, ACCOUNT_CALLS.completionPassword, { password, confirmPassword: password }, headers)
        ).json();
      const weak = await completePassword('abcdefgh');
      expect(weak).toMatchObject({
        resultCode: 'RR0001',
        rMessage: '密码须包含数字、小写字母、大写字母、特殊字符中的至少三种',
      });
      const set = await completePassword('New@2026a');
      expect(set.resultCode).toBe('0');
      const again = await completePassword('New@2026b');
      expect(again.resultCode).toBe('E1301');
      expect((await loginWithPassword(test.app, '15100000001', 'New@2026a')).data.outcome).toBe('loggedIn');
    });
  });

  describe('sessions', () => {
    it('refuses a call without a token, or with a forged one, with HTTP 401', async () => {
      expect((await queryLoginMember(test.app, '')).statusCode).toBe(401);
      const response = await queryLoginMember(test.app, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: '401' });
    });

    it('ends a session at its expiry', async () => {
      const user = await loggedInUser(test.app, '13700137000', DEMO_PASSWORD);
      expect((await queryLoginMember(test.app, user.jwtToken)).json()).toMatchObject({
        code: 'success',
        data: { userid: 'demo-no-club' },
      });
      test.clock.advance(13 * 3_600_000);
      expect((await queryLoginMember(test.app, user.jwtToken)).statusCode).toBe(401);
      test.clock.advance(-13 * 3_600_000);
    });

    it("answers '001' after logout and '1408' after a sign-out from another device", async () => {
      const here = await loggedInUser(test.app, '13800138000', DEMO_PASSWORD);
      const there = await loggedInUser(test.app, '13800138000', DEMO_PASSWORD);
      expect(
        (await formCall(test.app, ACCOUNT_CALLS.signOutOtherDevices, {}, { jwtToken: here.jwtToken })).json()
          .resultCode,
      ).toBe('0');
      expect((await queryLoginMember(test.app, there.jwtToken)).json()).toMatchObject({ adsCode: '1408' });
      expect((await queryLoginMember(test.app, here.jwtToken)).json().code).toBe('success');

      const logout = { channel: 'web', memId: here.userid, accessModule: 'web' };
      const loggedOut = await test.app.inject({
        method: 'POST',
        url: ACCOUNT_CALLS.logout,
        headers: { jwtToken: here.jwtToken },
        payload: logout,
      });
      expect(loggedOut.json().code).toBe('success');
      expect((await queryLoginMember(test.app, here.jwtToken)).json()).toMatchObject({ adsCode: '001' });
    });

    it("ends the site session of a member without club binding: '001' afterwards", async () => {
      const user = await loggedInUser(test.app, '13700137000', DEMO_PASSWORD);
      expect(
        (await formCall(test.app, ACCOUNT_CALLS.endSession, {}, { jwtToken: user.jwtToken })).json().resultCode,
      ).toBe('0');
      expect((await queryLoginMember(test.app, user.jwtToken)).json()).toMatchObject({ adsCode: '001' });
      expect((await formCall(test.app, ACCOUNT_CALLS.endSession, {}, {})).statusCode).toBe(401);
    });

    it('will not log out another member', async () => {
      const user = await loggedInUser(test.app, '13700137000', DEMO_PASSWORD);
      const response = await test.app.inject({
        method: 'POST',
        url: ACCOUNT_CALLS.logout,
        headers: { jwtToken: user.jwtToken, 'accept-language': 'en' },
        payload: { channel: 'web', memId: 'demo-verified', accessModule: 'web' },
      });
      expect(response.json()).toMatchObject({ code: 'E1402', message: 'You can only log yourself out' });
    });
  });
});
