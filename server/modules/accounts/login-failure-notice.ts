import { and, eq, isNull, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE } from '../../../contract/locales';
import type { CallContext } from '../../calls/call';
import { loginFailureBursts } from '../../db/schema/accounts';
import { SmsNotSentError } from '../../providers/sms-outbox';
import { translate } from '../../i18n';
import type { Member } from './member-store';

/** From this many failed logins in one run the owner is told; a run ends after QUIET_MS without failures. */
export const LOGIN_FAILURE_NOTICE = { from: 3, quietMs: 30 * 60_000 } as const;

/**
 * Counts a failed login on a member's account and, the first time a run reaches the limit, tells the owner
 * by SMS. The account stays open (the risk engine asks for a slider instead): the SMS is how the owner learns.
 * Counting and claiming the notice are single statements, so two failing requests at once send one SMS.
 */
export async function noteFailedLogin(context: CallContext, member: Member): Promise<void> {
  const now = context.clock.now();
  const runOver = sql`${loginFailureBursts.lastFailureAt} <= ${new Date(now.getTime() - LOGIN_FAILURE_NOTICE.quietMs)}`;
  const [run] = await context.db
    .insert(loginFailureBursts)
    .values({ memberId: member.id, startedAt: now, lastFailureAt: now, failures: 1 })
    .onConflictDoUpdate({
      target: loginFailureBursts.memberId,
      set: {
        startedAt: sql`case when ${runOver} then ${now} else ${loginFailureBursts.startedAt} end`,
        failures: sql`case when ${runOver} then 1 else ${loginFailureBursts.failures} + 1 end`,
        notifiedAt: sql`case when ${runOver} then null else ${loginFailureBursts.notifiedAt} end`,
        lastFailureAt: now,
      },
    })
    .returning();
  if (!run || run.failures < LOGIN_FAILURE_NOTICE.from || run.notifiedAt) return;
  const [claimed] = await context.db
    .update(loginFailureBursts)
    .set({ notifiedAt: now })
    .where(and(eq(loginFailureBursts.memberId, member.id), isNull(loginFailureBursts.notifiedAt)))
    .returning({ memberId: loginFailureBursts.memberId });
  if (!claimed) return;
  // The owner's language is not known (the caller may be the attacker): the site's default language.
  await context.providers.sms
    .send(
      {
        mobile: member.mobile,
        text: translate(DEFAULT_LOCALE, 'account.login.failedAttemptsSms'),
        code: null,
        sentAt: now,
      },
      context.request.log,
    )
    .catch(async (error: unknown) => {
      // The notice is the owner's, not the caller's: a provider's refusal must not change the login's answer.
      // Unclaimed, the next failure of this run tries again.
      if (!(error instanceof SmsNotSentError)) throw error;
      await context.db
        .update(loginFailureBursts)
        .set({ notifiedAt: null })
        .where(eq(loginFailureBursts.memberId, member.id));
    });
}
