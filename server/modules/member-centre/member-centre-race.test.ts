import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MEMBER_CALLS } from '../../../contract/calls/member/member-call-paths';
import { ffpClubAccounts, memberAddresses } from '../../db/schema/member-centre';
import { idCard, memberCall, newMember } from './testing/member-test-setup';
import { suiteApp } from '../../testing/suite-app';

/** Races need a real PostgreSQL (PGlite runs one transaction at a time); CI sets TEST_DATABASE_URL. */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('member centre races on PostgreSQL (skipped on PGlite)', () => {
  const test = suiteApp();
  const call = (path: string, payload: unknown, headers: Record<string, string>) =>
    memberCall(test.app, path, payload, headers);

  it('12 simultaneous transferee additions keep within 5, each document once', async () => {
    const { headers } = await newMember(test.app, '15800000001');
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        call(
          MEMBER_CALLS.addAssignee,
          { name: '钱多', documents: [{ documentType: '0', documentNo: idCard('1980-02-02', index) }] },
          headers,
        ),
      ),
    );
    expect(replies.filter((reply) => reply.resultCode === '0')).toHaveLength(5);
    expect((await call(MEMBER_CALLS.queryAssignee, {}, headers)).data).toHaveLength(5);
  });

  it('10 simultaneous first addresses make exactly one default', async () => {
    const { headers, user } = await newMember(test.app, '15800000002');
    const address = (index: number) => ({
      receiver: '钱多',
      mobile: '15800000002',
      provinceCode: '13',
      cityCode: '1301',
      districtCode: '130102',
      detail: `中山路 ${index} 号`,
      isDefault: index % 2 === 0,
    });
    const replies = await Promise.all(
      Array.from({ length: 10 }, (_, index) => call(MEMBER_CALLS.addAddress, address(index), headers)),
    );
    expect(replies.every((reply) => reply.resultCode === '0')).toBe(true);
    const rows = await test.database.db.select().from(memberAddresses).where(eq(memberAddresses.memberId, user.userid));
    expect(rows.filter((row) => row.isDefault)).toHaveLength(1);
  });

  it('a double-clicked club registration issues one club account', async () => {
    const { headers, user } = await newMember(test.app, '15800000003');
    await call(
      MEMBER_CALLS.realNameVerify,
      { name: '钱多', documentType: '0', documentNo: idCard('1981-03-03', 7) },
      headers,
    );
    const replies = await Promise.all(Array.from({ length: 6 }, () => call(MEMBER_CALLS.ffpRegister, {}, headers)));
    expect(replies.filter((reply) => reply.resultCode === '0')).toHaveLength(1);
    expect(
      await test.database.db.select().from(ffpClubAccounts).where(eq(ffpClubAccounts.memberId, user.userid)),
    ).toHaveLength(1);
  });
});
