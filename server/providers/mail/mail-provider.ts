import nodemailer from 'nodemailer';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { outboxMailProvider } from './mail-outbox';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** What sends mail: SMTP or the local outbox, behind the same interface. */
export interface MailProvider {
  send(message: MailMessage): Promise<void>;
}

export interface MailDependencies {
  config: Pick<Config, 'MAIL_URL' | 'MAIL_FROM'>;
  db: Db;
  clock: Clock;
}

/**
 * E-mail through nodemailer: SMTP at MAIL_URL when configured; otherwise the same message, built by the
 * same transport code, is kept in the database's mail outbox (the dev tools page lists it), so a local
 * set-up sends real, complete messages without a mail server.
 */
export function createMailProvider({ config, db, clock }: MailDependencies): MailProvider {
  if (!config.MAIL_URL) return outboxMailProvider(db, clock, config.MAIL_FROM);
  const transport = nodemailer.createTransport(config.MAIL_URL);
  return { send: async (message) => void (await transport.sendMail({ from: config.MAIL_FROM, ...message })) };
}
