import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('mail_outbox_to').on(table.to, table.sentAt)],
);
