import type { FastifyBaseLogger } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { smsOutbox } from '../db/schema/accounts';

export interface OutboxMessage {
  mobile: string;
  text: string;
  code: string | null;
  sentAt: Date;
}

/**
 * The local SMS provider: messages land in the outbox table instead of a carrier, and in the server's own log,
 * so a local set-up without dev tools can still sign in by code (the log is the operator's, never a caller's).
 */
export async function sendSms(db: Db, log: FastifyBaseLogger, message: OutboxMessage): Promise<void> {
  await db.insert(smsOutbox).values(message);
  log.info({ sms: { mobile: message.mobile, text: message.text } }, 'SMS to the local outbox');
}

export async function latestSmsTo(db: Db, mobile: string): Promise<OutboxMessage | undefined> {
  const [row] = await db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile)).orderBy(desc(smsOutbox.id)).limit(1);
  return row;
}

export async function recentSms(db: Db, limit = 50): Promise<OutboxMessage[]> {
  return db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(limit);
}

/** The GET /dev/outbox page: the latest messages and their codes, refreshed every 5 s. */
export function renderOutboxPage(messages: readonly OutboxMessage[]): string {
  const rows = messages.map(
    (message) =>
      `<tr><td>${escapeHtml(message.sentAt.toISOString())}</td><td>${escapeHtml(message.mobile)}</td><td><b>${escapeHtml(message.code ?? '')}</b></td><td>${escapeHtml(message.text)}</td></tr>`,
  );
  return `<!doctype html><html lang="en"><meta charset="utf-8"><meta http-equiv="refresh" content="5"><title>SMS outbox</title>
<body style="font-family:sans-serif"><h1>SMS outbox (development)</h1><table border="1" cellpadding="6" style="border-collapse:collapse">
<tr><th>Sent</th><th>Mobile</th><th>Code</th><th>Text</th></tr>${rows.join('')}</table></body></html>`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
