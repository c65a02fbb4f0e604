import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_CALLS } from '../../../contract/calls/accounts';
import { memberSessions } from '../../db/schema/accounts';
import { formCall } from '../../testing/test-app';
import { DEMO_PASSWORD } from './seed';
import { loggedInUser } from './testing/account-test-calls';
import { suiteApp } from '../../testing/suite-app';

/** Races need a real PostgreSQL (PGlite runs one transaction at a time); CI sets TEST_DATABASE_URL. */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('sign-in links on PostgreSQL (skipped on PGlite)', () => {
  const test = suiteApp();

  it('one link opened by 8 tabs at once opens one session; the others are refused', async () => {
    const zhang = await loggedInUser(test.app, '13800138000', DEMO_PASSWORD);
    const issued = await formCall(test.app, ACCOUNT_CALLS.issueLoginHandoff, {}, { jwtToken: zhang.jwtToken });
    const { code } = issued.json().data as { code: string };
    const before = await test.database.db
      .select()
      .from(memberSessions)
      .where(eq(memberSessions.memberId, zhang.userid));
    const replies = await Promise.all(
      Array.from({ length: 8 }, async (_, tab) =>
        (
          await formCall(test.app, ACCOUNT_CALLS.loginByHandoff, { code }, { 'x-forwarded-for': `10.7.0.${tab}` })
        ).json(),
      ),
    );
    expect(replies.filter((reply) => reply.resultCode === '0')).toHaveLength(1);
    // The others are refused: 'used' (E1503), or the slider once the code's failures pass the login limit.
    expect(replies.filter((reply) => reply.resultCode === 'E1503' || reply.adsCode === '002')).toHaveLength(7);
    const after = await test.database.db.select().from(memberSessions).where(eq(memberSessions.memberId, zhang.userid));
    expect(after).toHaveLength(before.length + 1);
  });
});
