import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/member-centre';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  sentAt: Date;
}

/** The local mail provider: messages land in the outbox table instead of an SMTP server. */
export async function sendMail(db: Db, message: MailMessage): Promise<void> {
  await db.insert(mailOutbox).values(message);
}

export async function latestMailTo(db: Db, to: string): Promise<MailMessage | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)).limit(1);
  return row;
}
