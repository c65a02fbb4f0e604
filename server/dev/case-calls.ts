import { eq } from 'drizzle-orm';
import { advanceCasePayload, CASE_STATUSES, FEEDBACK_CALLS, FEEDBACK_REFUSALS } from '../../contract/calls/feedback';
import { REJECTED_RCODE } from '../../contract/envelope';
import { devLever } from './dev-lever';
import { CallError } from '../calls/call-error';
import { feedbackCaseEvents, feedbackCases } from '../db/schema/feedback';
import { caseNotFound, findCase } from '../modules/feedback/case-access';

/**
 * Stands in for the airline's customer-relations desk in demos and browser tests: moves a case one step
 * (received → inProgress → replied → closed). Dev tools only (DEV_TOOLS=on, loopback callers).
 */
export const devCaseCalls = [
  devLever({
    path: FEEDBACK_CALLS.devAdvanceCase,
    input: advanceCasePayload,
    handle: async (input, context) => {
      const row = await findCase(context, input.caseNo);
      if (!row) throw caseNotFound();
      const next = CASE_STATUSES[CASE_STATUSES.indexOf(row.status) + 1];
      if (!next) throw new CallError(FEEDBACK_REFUSALS.endOfTimeline, 'feedback.refusals.closed');
      if (next === 'replied' && !input.reply) throw new CallError(REJECTED_RCODE, 'feedback.errors.replyRequired');
      const now = context.clock.now();
      await context.db.transaction(async (tx) => {
        await tx.update(feedbackCases).set({ status: next, updatedAt: now }).where(eq(feedbackCases.id, row.id));
        await tx
          .insert(feedbackCaseEvents)
          .values({ caseId: row.id, status: next, reply: next === 'replied' ? input.reply : null, at: now });
      });
      return { caseNo: row.caseNo, status: next };
    },
  }),
];
