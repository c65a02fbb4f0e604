import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; content: Buffer; contentType?: string }[];
}

export interface MailProvider {
  send(message: MailMessage): Promise<void>;
}

export function mailOutboxDir(config: Pick<Config, 'MAIL_OUTBOX_DIR' | 'DATA_DIR'>): string {
  return config.MAIL_OUTBOX_DIR ?? join(config.DATA_DIR, 'mail-outbox');
}

/**
 * E-mail through nodemailer: SMTP at MAIL_URL when configured; otherwise the same message, built by the
 * same transport code, is written as an .eml file into the outbox folder (the dev tools page lists them and
 * any mail program opens them), so a local set-up sends real, complete messages without a mail server.
 */
export function createMailProvider(config: Pick<Config, 'MAIL_URL' | 'MAIL_FROM' | 'MAIL_OUTBOX_DIR' | 'DATA_DIR'>): MailProvider {
  if (config.MAIL_URL) {
    const transport = nodemailer.createTransport(config.MAIL_URL);
    return { send: async (message) => void (await transport.sendMail({ from: config.MAIL_FROM, ...message })) };
  }
  const dir = mailOutboxDir(config);
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.MAIL_FROM, ...message });
      await mkdir(dir, { recursive: true });
      // Sortable by time, unique by the message id nodemailer gave it.
      const id = (info.messageId ?? String(Date.now())).replace(/[^\w.-]/g, '');
      await writeFile(join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}.eml`), info.message as Buffer);
    },
  };
}
