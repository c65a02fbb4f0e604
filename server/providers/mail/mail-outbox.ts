import { desc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema/mail';
import type { MailProvider } from './mail-provider';

/** One e-mail of the outbox as the dev tools page lists it. */
export interface OutboxMail {
  to: string;
  subject: string;
  sentAt: Date;
  attachments: { filename: string; contentType: string; size: number }[];
}

/**
 * The local mail provider: nodemailer builds the real message (MIME, attachments base64-encoded) with its
 * stream transport, and the outbox table keeps it instead of a mail server, so every instance on one
 * database, and every test on its own, sees the same outbox.
 */
export function outboxMailProvider(db: Db, clock: Clock, from: string): MailProvider {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      const raw = (info.message as Buffer).toString('utf8');
      await db.insert(mailOutbox).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        attachments: (message.attachments ?? []).map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          size: file.content.length,
        })),
        sizeBytes: raw.length,
        raw,
        sentAt: clock.now(),
      });
    },
  };
}

export async function latestMailTo(db: Db, to: string) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)).limit(1);
  return row;
}

/** The newest e-mails of the outbox first. */
export async function recentMail(db: Db, limit = 50): Promise<OutboxMail[]> {
  return db
    .select({
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      sentAt: mailOutbox.sentAt,
      attachments: mailOutbox.attachments,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}
