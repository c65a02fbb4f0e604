import { describe, expect, it } from 'vitest';
import { MEMBER_CALLS } from '../../../contract/calls/member/member-call-paths';
import { ffpClubAccounts } from '../../db/schema/member-centre';
import { idCard, memberCall, newMember } from './testing/member-test-setup';
import { suiteApp } from '../../testing/suite-app';

describe('real-name verification and the club', () => {
  const test = suiteApp();
  const call = (path: string, payload: unknown, headers?: Record<string, string>) =>
    memberCall(test.app, path, payload, headers);
  /** Verifies the member as 周杰, always with the same ID card. */
  const verifyAsZhouJie = (headers: Record<string, string>) =>
    call(
      MEMBER_CALLS.realNameVerify,
      { name: '周杰', documentType: '0', documentNo: idCard('1990-05-06', 13) },
      headers,
    );

  it('refuses a bad ID card with spec 5’s three messages and changes nothing', async () => {
    const { headers } = await newMember(test.app, '15600000001');
    const valid = idCard('1990-05-06', 12);
    const wrongChecksum = valid.slice(0, 17) + (valid[17] === '0' ? '1' : '0');
    for (const [documentNo, message] of [
      ['13010219900506', 'ID length or format error'],
      ['130102199002300121', 'The birth date on the ID is illegal'],
      [wrongChecksum, 'The ID number entered is illegal'],
    ]) {
      expect(
        await call(MEMBER_CALLS.realNameVerify, { name: '周杰', documentType: '0', documentNo }, headers),
      ).toMatchObject({ resultCode: 'RR0001', rMessage: message });
    }
    expect(
      await call(MEMBER_CALLS.realNameVerify, { name: 'ZHOU JIE', documentType: '4', documentNo: '12' }, headers),
    ).toMatchObject({ rMessage: 'The document number format is wrong' });
  });

  it('verifies, then registers a club account: identityStatus and ffpBindingFlag become 1, an egretId is issued', async () => {
    const { headers } = await newMember(test.app, '15600000002');
    const verified = await verifyAsZhouJie(headers);
    expect(verified.data).toMatchObject({ identityStatus: '1', cnName: '周杰', egretId: '', ffpBindingFlag: '0' });
    expect((await verifyAsZhouJie(headers)).resultMsg).toBe('You are already real-name verified');
    const joined = await call(MEMBER_CALLS.ffpRegister, {}, headers);
    expect(joined.data).toMatchObject({
      identityStatus: '1',
      ffpBindingFlag: '1',
      egretId: expect.stringMatching(/^6\d{9}$/),
    });
    expect((await call(MEMBER_CALLS.ffpRegister, {}, headers)).resultMsg).toBe('You are already a club member');
  });

  it('one document verifies one member', async () => {
    const { headers } = await newMember(test.app, '15600000003');
    const reply = await verifyAsZhouJie(headers);
    expect(reply.resultMsg).toBe('This document already verifies another member');
  });

  it('binds an existing club account whose holder has the member’s document, and only that', async () => {
    const documentNo = idCard('1978-09-30', 44);
    await test.database.db
      .insert(ffpClubAccounts)
      .values({ egretId: '6123456789', cnName: '吴刚', documentType: '0', documentNo, createdAt: test.clock.now() });
    const { headers } = await newMember(test.app, '15600000004');
    expect((await call(MEMBER_CALLS.ffpBind, { egretId: '6123456789' }, headers)).resultMsg).toBe(
      'Please real-name verify, register/bind club member',
    );
    await call(MEMBER_CALLS.realNameVerify, { name: '吴刚', documentType: '0', documentNo }, headers);
    expect((await call(MEMBER_CALLS.ffpRegister, {}, headers)).resultMsg).toBe(
      'Your document already has a club account: please bind it',
    );
    expect((await call(MEMBER_CALLS.queryFfpMemberByReset, { egretId: '6123456780' }, headers)).resultCode).toBe(
      'M1006',
    );
    expect((await call(MEMBER_CALLS.queryFfpMemberByReset, { egretId: '6123456789' }, headers)).data).toEqual({
      egretId: '6123456789',
      maskedName: '吴*',
    });
    // Another member cannot take it: their document is not the holder's.
    const stranger = await newMember(test.app, '15600000005');
    await call(
      MEMBER_CALLS.realNameVerify,
      { name: '郑和', documentType: '0', documentNo: idCard('1971-01-01', 55) },
      stranger.headers,
    );
    expect((await call(MEMBER_CALLS.ffpBind, { egretId: '6123456789' }, stranger.headers)).resultCode).toBe('M1006');
    expect((await call(MEMBER_CALLS.ffpBind, { egretId: '6123456789' }, headers)).data).toMatchObject({
      egretId: '6123456789',
      ffpBindingFlag: '1',
    });
  });

  it('needs a login', async () => {
    const response = await call(MEMBER_CALLS.realNameVerify, {
      name: '周杰',
      documentType: '0',
      documentNo: idCard('1990-05-06', 77),
    });
    expect(response.resultCode).toBe('401');
  });
});
