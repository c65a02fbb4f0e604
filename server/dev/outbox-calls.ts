import { ACCOUNT_CALLS, latestOutboxMessagePayload } from '../../contract/calls/accounts';
import { OUTBOX_PAGE_PATH } from '../../contract/dev/outbox';
import * as z from 'zod';
import { devLever } from './dev-lever';
import { CallError } from '../calls/call-error';
import { recentMail } from '../providers/mail/mail-outbox';
import { latestSmsTo, recentSms, renderOutboxPage } from '../providers/sms-outbox';

/** Development and test reading of the local SMS and mail outboxes: dev tools only (DEV_TOOLS=on, loopback callers). */
export const outboxCalls = [
  devLever({
    path: OUTBOX_PAGE_PATH,
    method: 'GET',
    input: z.object({}).loose(),
    // Opened by a developer in a browser tab, never by the SPA's client.
    handle: async (_input, context) => {
      return renderOutboxPage(await recentSms(context.db), await recentMail(context.db));
    },
    respond: (reply, page) => reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page),
  }),
  devLever({
    path: ACCOUNT_CALLS.latestOutboxMessage,
    method: 'GET',
    input: latestOutboxMessagePayload,
    handle: async (input, context) => {
      const message = await latestSmsTo(context.db, input.mobile);
      if (!message) throw new CallError('404', 'errors.notFound', {}, 404);
      return { mobile: message.mobile, code: message.code, text: message.text, sentAt: message.sentAt.toISOString() };
    },
  }),
];
