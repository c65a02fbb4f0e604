import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { createMailProvider, type MailProvider } from './mail/mail-provider';
import { smsOutboxProvider, type SmsProvider } from './sms-outbox';
import { aliyunSmsProvider } from './sms/aliyun-sms';

/** The outside parties calls talk to, each behind an interface with a real local implementation. */
export interface Providers {
  sms: SmsProvider;
  mail: MailProvider;
}

/**
 * SMS: Alibaba Cloud SMS with SMS_PROVIDER=aliyun, else the local outbox (codes in the log in development
 * only). Mail: SMTP at MAIL_URL, else the outbox table.
 */
export function createProviders(db: Db, config: Config, clock: Clock): Providers {
  const sms =
    config.SMS_PROVIDER === 'aliyun'
      ? aliyunSmsProvider(config)
      : smsOutboxProvider(db, { logTexts: config.NODE_ENV === 'development' });
  return { sms, mail: createMailProvider({ config, db, clock }) };
}
