import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { createMailProvider, type MailProvider } from './mail/mail-provider';
import { smsOutboxProvider, type SmsProvider } from './sms-outbox';

/** The outside parties calls talk to, each behind an interface with a real local implementation. */
export interface Providers {
  sms: SmsProvider;
  mail: MailProvider;
}

/** SMS: the local outbox (no carrier is wired yet: a carrier is one more SmsProvider). Mail: SMTP at MAIL_URL, else the outbox table. */
export function createProviders(db: Db, config: Config, clock: Clock): Providers {
  return { sms: smsOutboxProvider(db), mail: createMailProvider({ config, db, clock }) };
}
