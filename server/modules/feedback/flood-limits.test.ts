import { describe, expect, it } from 'vitest';
import { FEEDBACK_CALLS } from '../../../contract/calls/feedback';
import { feedbackCases } from '../../db/schema/feedback';
import { jsonCall } from '../../testing/test-app';
import { latestCode, requestCode } from '../accounts/testing/account-test-calls';
import { feedbackCall, fileComplaint } from './testing/feedback-test-calls';
import { suiteApp } from '../../testing/suite-app';

const HOUR = 60 * 60_000;

describe('limits against floods of cases', () => {
  const test = suiteApp();

  it('asks one mobile for the slider from its third case in an hour, and refuses its sixth in a day', async () => {
    const mobile = '13933330001';
    const file = (address: string) => fileComplaint(test.app, { mobile }, { 'x-forwarded-for': address });
    expect((await file('10.3.0.1')).resultCode).toBe('0');
    expect((await file('10.3.0.2')).resultCode).toBe('0');
    expect(await file('10.3.0.3')).toMatchObject({ adsCode: '002' });
    for (const hour of [1, 2]) {
      test.clock.advance(HOUR + 1);
      expect((await file(`10.3.${hour}.1`)).resultCode).toBe('0');
      if (hour === 1) expect((await file(`10.3.${hour}.2`)).resultCode).toBe('0');
    }
    test.clock.advance(HOUR + 1);
    expect(await file('10.3.9.1')).toMatchObject({
      resultCode: 'TOO_MANY_CASES',
      resultMsg: 'This mobile number has sent 5 cases today. Please try again tomorrow or call 0311-96699 and press 4',
    });
    test.clock.advance(24 * HOUR);
    expect((await file('10.3.9.2')).resultCode).toBe('0');
  });

  it('asks one address for the slider after 10 cases in an hour, whatever the mobiles', async () => {
    for (let index = 0; index < 10; index++)
      expect(
        (
          await fileComplaint(
            test.app,
            { mobile: `1394444${String(index).padStart(4, '0')}` },
            { 'x-forwarded-for': '10.4.0.1' },
          )
        ).resultCode,
      ).toBe('0');
    expect(await fileComplaint(test.app, { mobile: '13944449999' }, { 'x-forwarded-for': '10.4.0.1' })).toMatchObject({
      adsCode: '002',
    });
  });

  it('refuses an address that sent 20 cases in the last day', async () => {
    const now = test.clock.now();
    await test.database.db.insert(feedbackCases).values(
      Array.from({ length: 20 }, (_, index) => ({
        caseNo: `JY260601FLOOD${String(index).padStart(3, '0')}`,
        kind: 'suggestion' as const,
        category: 'other',
        contactName: '某某',
        contactMobile: `1395555${String(index).padStart(4, '0')}`,
        content: 'flood flood flood',
        status: 'received' as const,
        clientAddress: '10.5.0.1',
        createdAt: new Date(now.getTime() - (index + 1) * HOUR),
        updatedAt: now,
      })),
    );
    expect(await fileComplaint(test.app, { mobile: '13955559999' }, { 'x-forwarded-for': '10.5.0.1' })).toMatchObject({
      resultCode: 'TOO_MANY_CASES',
    });
  });
});

describe('the case timeline (development desk)', () => {
  const test = suiteApp();

  it('moves received → in progress → replied (with the reply) → closed, and no further', async () => {
    const headers = { 'x-forwarded-for': '10.6.0.1' };
    const { caseNo } = (await fileComplaint(test.app, { mobile: '13966660001' }, headers)).data;
    const advance = async (reply?: string) =>
      (await jsonCall(test.app, FEEDBACK_CALLS.devAdvanceCase, { caseNo, reply }, { 'accept-language': 'en' })).json();
    expect((await advance()).data.status).toBe('inProgress');
    test.clock.advance(HOUR);
    expect(await advance()).toMatchObject({ rCode: 'RR0001', rMessage: 'Write the reply' });
    expect((await advance('We are sorry: the repair of your suitcase is on us.')).data.status).toBe('replied');
    expect((await advance()).data.status).toBe('closed');
    expect(await advance()).toMatchObject({ code: 'CASE_CLOSED' });
    // The visitor reads the timeline with the reply.
    await requestCode(test.app, '13966660001', 'feedback', headers);
    const access = await feedbackCall(
      test.app,
      FEEDBACK_CALLS.verifyCase,
      { caseNo, mobile: '13966660001', checkCode: await latestCode(test.app, '13966660001') },
      headers,
    );
    const detail = await feedbackCall(
      test.app,
      FEEDBACK_CALLS.caseDetail,
      { caseNo, accessToken: access.data.accessToken },
      headers,
    );
    expect(detail.data.status).toBe('closed');
    expect(detail.data.timeline).toEqual([
      { status: 'received', at: '2026-06-01T02:00:00.000Z' },
      { status: 'inProgress', at: '2026-06-01T02:00:00.000Z' },
      {
        status: 'replied',
        at: '2026-06-01T03:00:00.000Z',
        reply: 'We are sorry: the repair of your suitcase is on us.',
      },
      { status: 'closed', at: '2026-06-01T03:00:00.000Z' },
    ]);
  });
});
