import { describe, expect, it } from 'vitest';
import { ACCOUNT_CALLS } from '../../../contract/calls/accounts';
import { memberSessions } from '../../db/schema/accounts';
import { formCall } from '../../testing/test-app';
import { DEMO_PASSWORD } from './seed';
import { loggedInUser, queryLoginMember } from './testing/account-test-calls';
import { suiteApp } from '../../testing/suite-app';

describe('sign-in hand-over (/account/api)', () => {
  const test = suiteApp();

  const call = async (path: string, payload: unknown, headers: Record<string, string> = {}, locale = 'en') =>
    (await formCall(test.app, path, payload, { 'accept-language': locale, ...headers })).json();
  const issue = async (jwtToken: string) =>
    (await call(ACCOUNT_CALLS.issueLoginHandoff, {}, { jwtToken })).data as { code: string; validForSeconds: number };
  const redeem = (code: string, headers: Record<string, string> = {}, locale = 'en') =>
    call(ACCOUNT_CALLS.loginByHandoff, { code }, headers, locale);
  const sessionCount = async () => (await test.database.db.select().from(memberSessions)).length;

  it('opens a new session of the member who issued the code, whoever is logged in where it is opened', async () => {
    const zhang = await loggedInUser(test.app, '13800138000', DEMO_PASSWORD);
    const li = await loggedInUser(test.app, '13900139000', DEMO_PASSWORD);
    const { code, validForSeconds } = await issue(zhang.jwtToken);
    expect(validForSeconds).toBe(300);
    const reply = await redeem(code, { jwtToken: li.jwtToken });
    expect(reply).toMatchObject({ resultCode: '0', data: { outcome: 'loggedIn', user: { userid: zhang.userid } } });
    const handedOver = reply.data.user.jwtToken as string;
    expect(handedOver).not.toBe(zhang.jwtToken);
    expect((await queryLoginMember(test.app, handedOver)).json().data.userid).toBe(zhang.userid);
  });

  it('opens nothing a second time: a replayed link is refused and no session is added', async () => {
    const zhang = await loggedInUser(test.app, '13800138000', DEMO_PASSWORD);
    const { code } = await issue(zhang.jwtToken);
    expect((await redeem(code)).resultCode).toBe('0');
    const sessions = await sessionCount();
    expect(await redeem(code)).toMatchObject({
      resultCode: 'E1503',
      resultMsg:
        'This sign-in link has already been used: each link signs in once. Create a new one, or log in with your account.',
    });
    expect(await sessionCount()).toBe(sessions);
  });

  it('refuses a code after its 5 minutes, and one whose issuing login has ended since', async () => {
    const zhang = await loggedInUser(test.app, '13800138000', DEMO_PASSWORD);
    const stale = await issue(zhang.jwtToken);
    test.clock.advance(300_000);
    expect(await redeem(stale.code, {}, 'zh-TW')).toMatchObject({
      resultCode: 'E1502',
      resultMsg: '該登入連結已過期（有效期5分鐘），請在原裝置上重新產生，或使用帳號登入',
    });
    const orphan = await issue(zhang.jwtToken);
    await call(ACCOUNT_CALLS.endSession, {}, { jwtToken: zhang.jwtToken });
    const sessions = await sessionCount();
    expect((await redeem(orphan.code)).resultCode).toBe('E1504');
    expect(await sessionCount()).toBe(sessions);
  });

  it('issues codes to logged-in members only', async () => {
    const reply = await formCall(test.app, ACCOUNT_CALLS.issueLoginHandoff, {});
    expect(reply.statusCode).toBe(401);
  });

  it('refuses a malformed or unknown code in the caller’s language, before or after looking it up', async () => {
    expect(await redeem('not a code', {}, 'zh-CN')).toMatchObject({
      rCode: 'RR0001',
      rMessage: '该登录链接无效，请使用账号登录',
    });
    expect(await redeem('A'.repeat(43))).toMatchObject({
      resultCode: 'E1501',
      resultMsg: 'This sign-in link is not valid. Please log in with your account.',
    });
  });

  it('counts bad codes as failed logins of the device: the fifth brings the slider', async () => {
    const device = { dfp: 'handoff-guesser', 'x-forwarded-for': '10.9.0.1' };
    for (let guess = 0; guess < 5; guess++)
      expect((await redeem(`${guess}`.padEnd(43, 'B'), device)).resultCode).toBe('E1501');
    expect(await redeem('C'.repeat(43), device)).toMatchObject({ adsCode: '002' });
  });
});
