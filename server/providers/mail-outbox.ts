import { desc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/mail';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** What sends mail: the local outbox here; an SMTP provider can take its place behind the same interface. */
export interface MailProvider {
  send(message: MailMessage): Promise<void>;
}

const FROM = 'Hebei Airlines <noreply@hbhk.example>';

/**
 * The local mail provider: nodemailer builds the real message (MIME, attachments base64-encoded) with its
 * stream transport, and the outbox table keeps it instead of a mail server.
 */
export function outboxMailProvider(db: Db, clock: Clock): MailProvider {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: FROM, ...message });
      const raw = (info.message as Buffer).toString('utf8');
      await db.insert(mailOutbox).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        attachments: (message.attachments ?? []).map((file) => ({ filename: file.filename, contentType: file.contentType, size: file.content.length })),
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
