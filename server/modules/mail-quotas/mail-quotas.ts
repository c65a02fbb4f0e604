import { and, count, eq, gt } from 'drizzle-orm';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { mailSends } from '../../db/schema/mail';
import { lockKeys } from '../../shared/transaction-locks';

export const MAIL_LIMIT_REFUSAL = 'MAIL_DAILY_LIMIT';
const DAY_MS = 24 * 3_600_000;

export interface MailRequest {
  purpose: (typeof mailSends.$inferInsert)['purpose'];
  to: string;
  /** The delay certificate mailed, if any. */
  certificateNo?: string;
  /** The member who asked, if logged in. */
  memberId?: string;
}

type Scope = 'recipient' | 'certificate' | 'member';

/**
 * Sends an e-mail a caller asked for only within the daily caps per recipient, per certificate and per
 * member; a refusal says which, in the caller's language, and sends nothing. The send is counted before it
 * goes (under a lock per key, so concurrent requests on any instance cannot all slip under a cap) and
 * uncounted if delivery fails, so a retry after a mail-server failure is not held against the caller.
 */
export async function sendWithinDailyCaps(
  context: CallContext,
  request: MailRequest,
  deliver: () => Promise<unknown>,
): Promise<void> {
  const recipient = request.to.trim().toLowerCase();
  const now = context.clock.now();
  const caps: [Scope, string | undefined, number][] = [
    ['recipient', recipient, context.config.MAIL_PER_RECIPIENT_PER_DAY],
    ['certificate', request.certificateNo, context.config.MAIL_PER_CERTIFICATE_PER_DAY],
    ['member', request.memberId, context.config.MAIL_PER_MEMBER_PER_DAY],
  ];
  const counted = caps.filter((cap): cap is [Scope, string, number] => cap[1] !== undefined);
  const id = await context.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await lockKeys(
      tx,
      counted.map(([scope, value]) => `mail:${scope}:${value}`),
    );
    for (const [scope, value, limit] of counted) {
      const [row] = await tx
        .select({ sent: count() })
        .from(mailSends)
        .where(and(eq(columnOf[scope], value), gt(mailSends.sentAt, new Date(now.getTime() - DAY_MS))));
      if ((row?.sent ?? 0) >= limit)
        throw new CallError(MAIL_LIMIT_REFUSAL, `errors.mailLimit.${scope}`, { limit }, 200, { scope, limit });
    }
    const [sent] = await tx
      .insert(mailSends)
      .values({ ...request, recipient, sentAt: now })
      .returning({ id: mailSends.id });
    return sent!.id;
  });
  try {
    await deliver();
  } catch (error) {
    await context.db.delete(mailSends).where(eq(mailSends.id, id));
    throw error;
  }
}

const columnOf = {
  recipient: mailSends.recipient,
  certificate: mailSends.certificateNo,
  member: mailSends.memberId,
} as const;
