import { count, ilike } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELAY_CERTIFICATE_CALLS, type FlightDelayApplyReply } from '../../../contract/calls/delay-certificate';
import { MEMBER_CALLS } from '../../../contract/calls/member/member-call-paths';
import { createApp } from '../../app';
import { loadConfig } from '../../config';
import { mailOutbox } from '../../db/schema/mail';
import { createTestApp, formCall, type TestApp } from '../../testing/test-app';
import { UNLIMITED_CALLS } from '../../testing/unlimited-calls';
import { call, tripFor } from '../check-in/testing/check-in-test-calls';
import { refreshDueOperations } from '../flight-ops/refresh-operations';
import { arrivedDomesticFlight } from '../flight-ops/testing/arrived-flight';
import { memberCall, newMember } from '../member-centre/testing/member-test-setup';

const DAY_MS = 24 * 3_600_000;

/** Issue 26, item 8: e-mails a caller asks for are capped per recipient, certificate and member each day. */
describe('daily e-mail caps', () => {
  let test: TestApp;
  /** Two certificates, of two travellers on one delayed flight. */
  let certificates: { certificateNo: string; verificationCode: string }[];
  beforeAll(async () => {
    test = await createTestApp();
    await refreshDueOperations(test.database.db, test.clock.now());
    const delayed = await arrivedDomesticFlight(test.database.db, 'late');
    certificates = [];
    for (const adultName of ['张伟', '李娜']) {
      const coupon = (await tripFor(test, { flightId: delayed.id, adultName })).coupons[0]!;
      const reply = await call<FlightDelayApplyReply>(
        test.app,
        DELAY_CERTIFICATE_CALLS.flightDelayApply,
        {
          ticketNo: coupon.ticketNo,
          name: coupon.name,
          couponId: coupon.couponId,
        },
        {},
      );
      if (reply.data.kind !== 'certificate') throw new Error(JSON.stringify(reply));
      const { certificateNo, verificationCode } = reply.data.certificate;
      certificates.push({ certificateNo, verificationCode });
    }
  });
  afterAll(() => test.close());

  const mailsTo = async (to: string) =>
    (await test.database.db.select({ n: count() }).from(mailOutbox).where(ilike(mailOutbox.to, to)))[0]!.n;
  const mailCertificate = (index: number, email: string, locale = 'en') =>
    call(test.app, DELAY_CERTIFICATE_CALLS.delaySendEmail, { ...certificates[index]!, email }, {}, locale);

  it('mails one certificate at most 3 times a day, then refuses in the caller’s language and sends nothing', async () => {
    const accepted = [];
    for (let attempt = 0; attempt < 60; attempt++)
      accepted.push((await mailCertificate(0, `victim${attempt % 2}@example.com`)).resultCode === '0');
    expect(accepted.filter(Boolean)).toHaveLength(3);
    expect(await mailCertificate(0, 'someone@example.com')).toMatchObject({
      resultCode: 'MAIL_DAILY_LIMIT',
      resultMsg:
        'This certificate has already been e-mailed 3 times today. Download the PDF instead, or try again tomorrow.',
    });
    expect((await mailCertificate(0, 'someone@example.com', 'zh-CN')).resultMsg).toBe(
      '该证明今天已发送 3 次邮件，请直接下载 PDF，或明天再试。',
    );
    expect((await mailsTo('victim0@example.com')) + (await mailsTo('victim1@example.com'))).toBe(3);
    expect(await mailsTo('someone@example.com')).toBe(0);
    // A day later it may be mailed again.
    test.clock.advance(DAY_MS);
    expect((await mailCertificate(0, 'someone@example.com')).resultCode).toBe('0');
  });

  it('sends one recipient at most 5 a day, whatever certificates and server instances ask', async () => {
    test.clock.advance(DAY_MS);
    // A second instance on the same database counts the same sends.
    const other = await createApp({
      database: test.database,
      clock: test.clock,
      config: loadConfig({ NODE_ENV: 'test', DEV_TOOLS: 'on', RISK_APP_CHECK: 'off', ...UNLIMITED_CALLS }),
      distDir: 'no-site-in-tests',
    });
    try {
      const replies = [];
      for (let attempt = 0; attempt < 8; attempt++) {
        const app = attempt % 2 ? other : test.app;
        const response = await formCall(
          app,
          DELAY_CERTIFICATE_CALLS.delaySendEmail,
          { ...certificates[attempt % 2]!, email: 'Target@Example.com' },
          { 'accept-language': 'en' },
        );
        replies.push(response.json().resultCode);
      }
      expect(replies).toEqual(['0', '0', '0', '0', '0', 'MAIL_DAILY_LIMIT', 'MAIL_DAILY_LIMIT', 'MAIL_DAILY_LIMIT']);
      expect(await mailsTo('Target@Example.com')).toBe(5);
    } finally {
      await other.close();
    }
  });

  it('sends a member’s confirmation link at most 5 times a day, whatever address they give', async () => {
    const { headers } = await newMember(test.app, '15700002601');
    const sent = [];
    for (let attempt = 0; attempt < 15; attempt++) {
      await memberCall(
        test.app,
        MEMBER_CALLS.updateProfile,
        {
          cnName: '',
          lastName: 'Gao',
          firstName: 'Yuan',
          sex: '9',
          birthday: '1991-04-05',
          email: `inbox${attempt}@example.com`,
          preferredLanguage: 'en',
        },
        headers,
      );
      sent.push((await memberCall(test.app, MEMBER_CALLS.sendEmailVerification, {}, headers)).resultCode);
    }
    expect(sent.filter((code) => code === '0')).toHaveLength(5);
    expect(await memberCall(test.app, MEMBER_CALLS.sendEmailVerification, {}, headers)).toMatchObject({
      resultCode: 'MAIL_DAILY_LIMIT',
      resultMsg: 'You have asked for 5 e-mails today, the most a day. Please try again tomorrow.',
    });
    expect(await mailsTo('inbox14@example.com')).toBe(0);
  });
});
