import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CallContext } from '../../calls/call';
import { serverSecret } from '../../shared/server-secret';
import type { GatewayNotification } from './gateway';

/**
 * The key the gateway signs notifications with and the site checks them with (a real gateway hands the
 * merchant such a key). Derived from the server secret, so every instance on one database agrees on it.
 */
export async function merchantKey(context: Pick<CallContext, 'db' | 'config' | 'clock'>): Promise<Buffer> {
  return createHmac('sha256', await serverSecret(context))
    .update('payment-sandbox-merchant-key')
    .digest();
}

/** HMAC-SHA256 over every field but `sign`, sorted by name, as key=value joined by '&'. */
export function signNotification(fields: Omit<GatewayNotification, 'sign'>, key: Buffer): string {
  const canonical = Object.entries(fields)
    .filter(([name]) => name !== 'sign')
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  return createHmac('sha256', key).update(canonical).digest('hex');
}

export function hasValidSignature(notification: GatewayNotification, key: Buffer): boolean {
  const expected = Buffer.from(signNotification(notification, key), 'hex');
  const given = Buffer.from(typeof notification.sign === 'string' ? notification.sign : '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
