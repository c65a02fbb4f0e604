import { randomBytes } from 'node:crypto';

/** A sandbox trade or refund number: prefix, the UTC time to the second (yyMMddHHmmss), 10 random hex digits. */
export function newTradeNo(prefix: string, now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(2, 14);
  return `${prefix}${stamp}${randomBytes(5).toString('hex').toUpperCase()}`;
}
