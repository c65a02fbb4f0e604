import { beforeAll, describe, expect, it } from 'vitest';
import { FEEDBACK_CALLS, type FeedbackCaseDetail } from '../../../contract/calls/feedback';
import { latestCode, requestCode } from '../accounts/testing/account-test-calls';
import { LI_NA, ZHANG_WEI } from '../check-in/testing/check-in-test-calls';
import { suiteMemberHeaders } from '../orders/testing/order-test-setup';
import { feedbackCall, fileComplaint, pngPhoto } from './testing/feedback-test-calls';
import { suiteApp } from '../../testing/suite-app';

describe('who may read a case', () => {
  const test = suiteApp();
  const zhangWei = suiteMemberHeaders(test);
  const liNa = suiteMemberHeaders(test, LI_NA.mobile);
  let membersCase: string;
  let visitorsCase: string;
  let address = 0;
  const fresh = () => ({ 'x-forwarded-for': `10.2.0.${++address}` });
  beforeAll(async () => {
    const photo = await pngPhoto(800, 600);
    membersCase = (
      await fileComplaint(
        test.app,
        { mobile: ZHANG_WEI.mobile, photos: [{ fileName: 'tag.png', data: photo }] },
        { ...zhangWei, ...fresh() },
      )
    ).data.caseNo;
    visitorsCase = (
      await fileComplaint(
        test.app,
        {
          kind: 'suggestion',
          category: 'website',
          mobile: '13922220001',
          photos: [{ fileName: 'screen.png', data: photo }],
        },
        fresh(),
      )
    ).data.caseNo;
  });

  const detail = (caseNo: string, headers: Record<string, string>, accessToken?: string) =>
    feedbackCall(test.app, FEEDBACK_CALLS.caseDetail, { caseNo, accessToken }, { ...headers, ...fresh() });
  const photo = (caseNo: string, photoId: string, headers: Record<string, string>, accessToken = '') =>
    test.app.inject({
      method: 'GET',
      url: `${FEEDBACK_CALLS.casePhoto}?caseNo=${caseNo}&photoId=${photoId}&accessToken=${accessToken}`,
      headers,
    });
  const notFound = {
    resultCode: 'CASE_NOT_FOUND',
    resultMsg: 'No case with this reference number is available to you',
  };

  describe('a member', () => {
    it('lists their own cases, newest first, and reads one with its timeline and photo; contact details masked', async () => {
      const list = await feedbackCall(test.app, FEEDBACK_CALLS.myCases, {}, zhangWei);
      expect(list.data.cases.map((item: { caseNo: string }) => item.caseNo)).toEqual([membersCase]);
      const reply = await detail(membersCase, zhangWei);
      const found = reply.data as FeedbackCaseDetail;
      expect(found).toMatchObject({
        caseNo: membersCase,
        status: 'received',
        mobile: '138****8000',
        contactName: '王**',
        email: 'x***@example.com',
        flightNo: 'NS3101',
      });
      expect(found.timeline).toEqual([{ status: 'received', at: '2026-06-01T02:00:00.000Z' }]);
      const image = await photo(membersCase, found.photos[0]!.photoId, zhangWei);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(image.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    });

    it('does not see another member’s case, its photo, or a visitor’s case, and learns nothing from trying', async () => {
      expect((await feedbackCall(test.app, FEEDBACK_CALLS.myCases, {}, liNa)).data.cases).toEqual([]);
      expect(await detail(membersCase, liNa)).toEqual(notFound);
      expect(await detail(visitorsCase, zhangWei)).toEqual(notFound);
      expect(await detail('TS260601ABCDEFGH', zhangWei)).toEqual(notFound);
      const photoId = (await detail(membersCase, zhangWei)).data.photos[0].photoId;
      expect((await photo(membersCase, photoId, liNa)).json()).toMatchObject({ resultCode: 'CASE_NOT_FOUND' });
      // Her own case number with his photo's id does not open it either.
      const hers = (await fileComplaint(test.app, { mobile: LI_NA.mobile }, { ...liNa, ...fresh() })).data.caseNo;
      expect((await photo(hers, photoId, liNa)).json()).toMatchObject({ resultCode: 'CASE_NOT_FOUND' });
    });
  });

  describe('nobody (no login, no code)', () => {
    it('cannot list, read a case or see its photo', async () => {
      expect(await feedbackCall(test.app, FEEDBACK_CALLS.myCases, {}, {})).toMatchObject({ resultCode: '401' });
      expect(await detail(visitorsCase, {})).toEqual(notFound);
      expect(await detail(visitorsCase, {}, 'forged.token.value')).toEqual(notFound);
      const photoId = (await detail(membersCase, zhangWei)).data.photos[0].photoId;
      expect((await photo(membersCase, photoId, {})).json()).toMatchObject({ resultCode: 'CASE_NOT_FOUND' });
    });
  });

  describe('a visitor with the reference number and a code sent to the contact mobile', () => {
    it('refuses a wrong code and another mobile, then opens the case (and only that case) with the right code', async () => {
      const address = { 'x-forwarded-for': '10.2.9.1' };
      expect((await requestCode(test.app, '13922220001', 'feedback', address)).resultCode).toBe('0');
      const code = await latestCode(test.app, '13922220001');
      const wrong = code === '000000' ? '111111' : '000000';
      expect(
        await feedbackCall(
          test.app,
          FEEDBACK_CALLS.verifyCase,
          { caseNo: visitorsCase, mobile: '13922220001', checkCode: wrong },
          address,
        ),
      ).toMatchObject({ resultCode: 'E2006' });
      // The right code for another mobile's case: the code is spent, the case stays closed.
      const access = await feedbackCall(
        test.app,
        FEEDBACK_CALLS.verifyCase,
        { caseNo: membersCase, mobile: '13922220001', checkCode: code },
        address,
      );
      expect(access).toEqual(notFound);
      await test.clock.advance(61_000);
      await requestCode(test.app, '13922220001', 'feedback', address);
      const granted = await feedbackCall(
        test.app,
        FEEDBACK_CALLS.verifyCase,
        {
          caseNo: visitorsCase.toLowerCase(),
          mobile: '13922220001',
          checkCode: await latestCode(test.app, '13922220001'),
        },
        address,
      );
      expect(granted).toMatchObject({
        resultCode: '0',
        data: { caseNo: visitorsCase, kind: 'suggestion', accessToken: expect.any(String) },
      });
      const { accessToken } = granted.data;
      const found = await detail(visitorsCase, {}, accessToken);
      expect(found).toMatchObject({ resultCode: '0', data: { caseNo: visitorsCase, category: 'website' } });
      expect((await photo(visitorsCase, found.data.photos[0].photoId, {}, accessToken)).statusCode).toBe(200);
      expect(await detail(membersCase, {}, accessToken)).toEqual(notFound);
      await test.clock.advance(31 * 60_000);
      expect(await detail(visitorsCase, {}, accessToken)).toEqual(notFound);
    });

    it('sends repeated failed lookups of one reference number to the slider', async () => {
      for (const index of [1, 2, 3]) {
        const reply = await feedbackCall(
          test.app,
          FEEDBACK_CALLS.verifyCase,
          { caseNo: visitorsCase, mobile: '13922220001', checkCode: '123456' },
          { 'x-forwarded-for': `10.2.8.${index}` },
        );
        expect(reply.resultCode).not.toBe('0');
      }
      expect(
        await feedbackCall(
          test.app,
          FEEDBACK_CALLS.verifyCase,
          { caseNo: visitorsCase, mobile: '13922220001', checkCode: '123456' },
          { 'x-forwarded-for': '10.2.8.9' },
        ),
      ).toMatchObject({ adsCode: '002' });
    });
  });
});
