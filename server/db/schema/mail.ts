import { bigserial, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/** The local mail provider's outbox: each message as it would have been sent (the whole MIME text). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; size: number }[]>().notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** RFC 5322 message built by nodemailer, attachments base64-encoded inside. */
    raw: text('raw').notNull(),
    sentAt: at('sent_at').notNull(),
  },
  (table) => [index('mail_outbox_to').on(table.to, table.sentAt)],
);

/**
 * Each e-mail the site sent on a caller's request, counted against the daily caps (per recipient, per
 * certificate, per member). In the database, so the caps hold across every server instance.
 */
export const mailSends = pgTable(
  'mail_sends',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    purpose: text('purpose', { enum: ['delayCertificate', 'emailVerification'] }).notNull(),
    /** Lower-cased address. */
    recipient: text('recipient').notNull(),
    certificateNo: text('certificate_no'),
    memberId: text('member_id'),
    sentAt: at('sent_at').notNull(),
  },
  (table) => [
    index('mail_sends_recipient').on(table.recipient, table.sentAt),
    index('mail_sends_certificate').on(table.certificateNo, table.sentAt),
    index('mail_sends_member').on(table.memberId, table.sentAt),
  ],
);
