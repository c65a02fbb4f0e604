import { ACCOUNT_CALLS, latestOutboxMessagePayload } from '../../../contract/calls/accounts';
import * as z from 'zod';
import { defineCall, type CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import { latestSmsTo, outboxIsOpen, recentSms, renderOutboxPage } from '../../providers/sms-outbox';

export const OUTBOX_PAGE_PATH = '/dev/outbox';

function assertOutboxOpen(context: CallContext): void {
  if (!outboxIsOpen(context.config)) throw new CallError('404', 'errors.notFound', {}, 404);
}

/** Development and test reading of the local SMS outbox; a production server answers 404 to both. */
export const outboxCalls = [
  defineCall({
    path: OUTBOX_PAGE_PATH,
    method: 'GET',
    input: z.object({}).loose(),
    // Opened by a developer in a browser tab, never by the SPA's client.
    appRiskCheck: 'skip',
    handle: async (_input, context) => {
      assertOutboxOpen(context);
      return renderOutboxPage(await recentSms(context.db));
    },
    respond: (reply, page) => reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page),
  }),
  defineCall({
    path: ACCOUNT_CALLS.latestOutboxMessage,
    method: 'GET',
    input: latestOutboxMessagePayload,
    appRiskCheck: 'skip',
    handle: async (input, context) => {
      assertOutboxOpen(context);
      const message = await latestSmsTo(context.db, input.mobile);
      if (!message) throw new CallError('404', 'errors.notFound', {}, 404);
      return { mobile: message.mobile, code: message.code, text: message.text, sentAt: message.sentAt.toISOString() };
    },
  }),
];
