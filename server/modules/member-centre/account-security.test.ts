import { beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_CALLS } from '../../../contract/calls/accounts';
import { MEMBER_CALLS } from '../../../contract/calls/member/member-call-paths';
import { jsonCall } from '../../testing/test-app';
import { latestMailTo } from '../../providers/mail/mail-outbox';
import { latestCode, loginWithPassword, requestCode } from '../accounts/testing/account-test-calls';
import { memberCall, NEW_PASSWORD, newMember } from './testing/member-test-setup';
import { verifyTransactionPassword } from './transaction-password';
import { suiteApp } from '../../testing/suite-app';

describe('profile, mobile, passwords and sessions', () => {
  const test = suiteApp();
  // SMS limits: one code a minute per mobile, ten an hour per address (these tests all come from one).
  beforeEach(() => test.clock.advance(61 * 60_000));
  const aMinuteLater = () => test.clock.advance(61_000);
  const call = (path: string, payload: unknown, headers: Record<string, string>) =>
    memberCall(test.app, path, payload, headers);
  const profile = {
    cnName: '',
    lastName: 'Gao',
    firstName: 'Yuan',
    sex: '9',
    birthday: '1991-04-05',
    email: 'gaoyuan@example.com',
    preferredLanguage: 'en',
  };

  it('saves the profile; a new e-mail is confirmed by the mailed link, once', async () => {
    const { headers } = await newMember(test.app, '15700000001');
    const saved = await call(MEMBER_CALLS.updateProfile, profile, headers);
    expect(saved.data.profile).toMatchObject({
      lastName: 'GAO',
      firstName: 'YUAN',
      sex: '9',
      email: 'gaoyuan@example.com',
      emailVerified: false,
    });
    expect((await call(MEMBER_CALLS.updateProfile, { ...profile, sex: '3' }, headers)).rMessage).toBe(
      'Please choose the sex',
    );
    await call(MEMBER_CALLS.sendEmailVerification, {}, headers);
    const mail = await latestMailTo(test.database.db, 'gaoyuan@example.com');
    const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
    const open = () =>
      test.app.inject({ method: 'GET', url: `${link.pathname}${link.search}`, headers: { 'accept-language': 'en' } });
    expect((await open()).body).toContain('Your e-mail is confirmed');
    expect((await open()).body).toContain('The link is invalid or has expired');
    expect((await call(MEMBER_CALLS.queryProfile, {}, headers)).data).toMatchObject({ emailVerified: true });
  });

  it('changes the bound mobile with codes to both; the old mobile then gets the changed-phone notice', async () => {
    const { headers } = await newMember(test.app, '15700000002');
    expect((await requestCode(test.app, '15700000003', 'changeMobileNew')).resultCode).toBe('401');
    aMinuteLater();
    expect(await requestCode(test.app, '13800138000', 'changeMobileOld', headers)).toMatchObject({
      resultCode: 'E1203',
    });
    await requestCode(test.app, '15700000002', 'changeMobileOld', headers);
    await requestCode(test.app, '15700000003', 'changeMobileNew', headers);
    const oldCheckCode = await latestCode(test.app, '15700000002');
    const newCheckCode = await latestCode(test.app, '15700000003');
    const changed = await call(
      MEMBER_CALLS.changeMobile,
      { oldCheckCode, newMobile: '15700000003', newCheckCode },
      headers,
    );
    expect(changed.data).toMatchObject({ mobile: '15700000003' });
    expect((await loginWithPassword(test.app, '15700000002', NEW_PASSWORD)).data).toEqual({
      outcome: 'mobileChanged',
      oldMobile: '157****0002',
      newMobile: '157****0003',
    });
  });

  it('changes the login password with the old one and ends the other sessions', async () => {
    const { headers } = await newMember(test.app, '15700000004');
    const other = (await loginWithPassword(test.app, '15700000004', NEW_PASSWORD)).data;
    const changePassword = (oldPassword: string, password: string) =>
      call(MEMBER_CALLS.changePassword, { oldPassword, password, confirmPassword: password }, headers);
    expect((await changePassword('Wrong@2026', 'New@20260')).resultMsg).toBe('The old password is wrong');
    expect((await changePassword(NEW_PASSWORD, 'newpass12')).rMessage).toContain('at least three');
    expect((await changePassword(NEW_PASSWORD, 'New@20260')).resultCode).toBe('0');
    expect((await call(MEMBER_CALLS.queryProfile, {}, headers)).resultCode).toBe('0');
    const ended = await jsonCall(
      test.app,
      ACCOUNT_CALLS.queryLoginMember,
      {},
      { jwtToken: other.outcome === 'loggedIn' ? other.user.jwtToken : '' },
    );
    expect(ended.json()).toMatchObject({ adsCode: '001' });
  });

  it('sets, checks and resets the 6-digit transaction password; the fifth wrong try locks it', async () => {
    const { headers, user } = await newMember(test.app, '15700000005');
    expect(
      (await call(MEMBER_CALLS.setTransactionPassword, { password: '12345', confirmPassword: '12345' }, headers))
        .rMessage,
    ).toBe('The transaction password is 6 digits');
    expect(
      (await call(MEMBER_CALLS.setTransactionPassword, { password: '135790', confirmPassword: '135790' }, headers))
        .resultCode,
    ).toBe('0');
    expect(
      (await call(MEMBER_CALLS.setTransactionPassword, { password: '246800', confirmPassword: '246800' }, headers))
        .resultMsg,
    ).toBe('Please enter the current transaction password');
    const context = { db: test.database.db, locale: 'en' } as Parameters<typeof verifyTransactionPassword>[0];
    await expect(verifyTransactionPassword(context, user.userid, '135790')).resolves.toBeUndefined();
    for (let tries = 1; tries < 5; tries += 1)
      await expect(verifyTransactionPassword(context, user.userid, '000000')).rejects.toMatchObject({ code: 'M5004' });
    await expect(verifyTransactionPassword(context, user.userid, '000000')).rejects.toMatchObject({ code: 'M5005' });
    await expect(verifyTransactionPassword(context, user.userid, '135790')).rejects.toMatchObject({ code: 'M5005' });
    aMinuteLater();
    await requestCode(test.app, '15700000005', 'transactionPassword', headers);
    const checkCode = await latestCode(test.app, '15700000005');
    expect(
      (
        await call(
          MEMBER_CALLS.resetTransactionPassword,
          { checkCode, password: '246800', confirmPassword: '246800' },
          headers,
        )
      ).resultCode,
    ).toBe('0');
    await expect(verifyTransactionPassword(context, user.userid, '246800')).resolves.toBeUndefined();
  });

  it('lists the signed-in sessions and signs out another one, which then gets 1408; not another member’s', async () => {
    const { headers } = await newMember(test.app, '15700000006');
    const login = (
      await loginWithPassword(test.app, '15700000006', NEW_PASSWORD, {
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Safari/604.1',
      })
    ).data;
    const otherToken = login.outcome === 'loggedIn' ? login.user.jwtToken : '';
    const sessions = (await call(MEMBER_CALLS.queryLoginSessions, {}, headers)).data;
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ current: true, place: 'loopback' });
    const other = sessions.find((session: { current: boolean }) => !session.current);
    expect(other).toMatchObject({ device: 'Safari · iOS' });
    const stranger = await newMember(test.app, '15700000007');
    expect((await call(MEMBER_CALLS.signOutSession, { sessionId: other.sessionId }, stranger.headers)).resultCode).toBe(
      'M5007',
    );
    expect((await call(MEMBER_CALLS.signOutSession, { sessionId: sessions[0].sessionId }, headers)).resultCode).toBe(
      'M5008',
    );
    expect((await call(MEMBER_CALLS.signOutSession, { sessionId: other.sessionId }, headers)).resultCode).toBe('0');
    expect((await call(MEMBER_CALLS.queryProfile, {}, { jwtToken: otherToken })).adsCode).toBe('1408');
    expect((await call(MEMBER_CALLS.queryLoginSessions, {}, {})).resultCode).toBe('401');
  });
});
