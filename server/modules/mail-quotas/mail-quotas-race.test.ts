import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MEMBER_CALLS } from '../../../contract/calls/member/member-call-paths';
import { mailOutbox } from '../../db/schema/mail';
import { memberCall } from '../member-centre/testing/member-test-setup';
import { memberHeaders } from '../orders/testing/order-test-setup';
import { suiteApp } from '../../testing/suite-app';

/** PGlite runs one transaction at a time, so only a real PostgreSQL can show sends slipping past a cap together. */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('daily e-mail caps under simultaneous requests (PostgreSQL)', () => {
  const test = suiteApp();

  it('sends 5 of 15 simultaneous confirmation links of one member, and refuses 10', async () => {
    const headers = await memberHeaders(test.app);
    const replies = await Promise.all(
      Array.from({ length: 15 }, () => memberCall(test.app, MEMBER_CALLS.sendEmailVerification, {}, headers)),
    );
    const codes = replies.map((reply) => reply.resultCode);
    expect(codes.filter((code) => code === '0')).toHaveLength(5);
    expect(codes.filter((code) => code === 'MAIL_DAILY_LIMIT')).toHaveLength(10);
    const [sent] = await test.database.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'zhangwei@example.com'));
    expect(sent!.n).toBe(5);
  });
});
