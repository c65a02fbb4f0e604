import type { FastifyBaseLogger } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { smsOutbox } from '../db/schema/accounts';
import type { OutboxMail } from './mail/mail-outbox';
import { CallError } from '../calls/call-error';

export interface OutboxMessage {
  mobile: string;
  text: string;
  code: string | null;
  sentAt: Date;
}

/**
 * Sends one text message to a mobile; `log` is the request's, for the operator's record. A message the
 * provider did not take throws SmsNotSentError, so the caller neither counts it as sent nor says it was.
 */
export interface SmsProvider {
  send(message: OutboxMessage, log: FastifyBaseLogger): Promise<void>;
}

/** The provider refused or did not answer in time: the traveller reads "not sent, try again shortly". */
export class SmsNotSentError extends CallError {
  constructor(readonly providerCode: string) {
    super('E2090', 'account.checkCode.notSent');
  }
}

/** 138****8000: enough for an operator to match a complaint, not a list of customers' numbers. */
export const maskedMobile = (mobile: string) => mobile.replace(/^(\d{3})\d+(\d{4})$/, '$1****$2');

/**
 * The local SMS provider: messages land in the outbox table instead of a carrier (the /dev/outbox page
 * shows them). In development (`logTexts`) the text, code included, also goes to the server's log; anywhere
 * else the log says only that a message went to the outbox, as a code in a log is a key to an account.
 */
export function smsOutboxProvider(db: Db, options: { logTexts: boolean }): SmsProvider {
  return {
    async send(message, log) {
      await db.insert(smsOutbox).values(message);
      if (options.logTexts)
        log.info({ sms: { mobile: message.mobile, text: message.text } }, 'SMS to the local outbox');
      else log.info({ sms: { to: maskedMobile(message.mobile) } }, 'SMS to the local outbox');
    },
  };
}

export async function latestSmsTo(db: Db, mobile: string): Promise<OutboxMessage | undefined> {
  const [row] = await db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.mobile, mobile))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  return row;
}

export async function recentSms(db: Db, limit = 50): Promise<OutboxMessage[]> {
  return db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(limit);
}

/** The GET /dev/outbox page: the latest text messages with their codes, and the latest e-mails, refreshed every 5 s. */
export function renderOutboxPage(messages: readonly OutboxMessage[], mails: readonly OutboxMail[] = []): string {
  const rows = messages.map(
    (message) =>
      `<tr><td>${escapeHtml(message.sentAt.toISOString())}</td><td>${escapeHtml(message.mobile)}</td><td><b>${escapeHtml(message.code ?? '')}</b></td><td>${escapeHtml(message.text)}</td></tr>`,
  );
  const mailRows = mails.map((mail) => {
    const files = mail.attachments
      .map((file) => `${file.filename} (${file.contentType}, ${file.size} bytes)`)
      .join(', ');
    return `<tr><td>${escapeHtml(mail.sentAt.toISOString())}</td><td>${escapeHtml(mail.to)}</td><td>${escapeHtml(mail.subject)}</td><td>${escapeHtml(files)}</td></tr>`;
  });
  // No inline styles: the page is under the site's CSP like every other.
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta http-equiv="refresh" content="5"><title>Outbox</title>
<body><h1>SMS outbox (development)</h1><table border="1" cellpadding="6">
<tr><th>Sent</th><th>Mobile</th><th>Code</th><th>Text</th></tr>${rows.join('')}</table>
<h2>E-mail outbox</h2><table border="1" cellpadding="6">
<tr><th>Sent</th><th>To</th><th>Subject</th><th>Attachments</th></tr>${mailRows.join('')}</table></body></html>`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
