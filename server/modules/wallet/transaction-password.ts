import { timingSafeEqual } from 'node:crypto';
import { DEMO_MEMBERS } from '../accounts/seed';

/**
 * Checks a member's 6-digit transaction password. Setting one belongs to the member centre (being built
 * beside this); until it exports its own `verifyTransactionPassword`, demo members have this one, and
 * nobody else has any. Replace the body, keep the signature.
 */
export const DEMO_TRANSACTION_PASSWORD = '135790';
const DEMO_IDS = new Set(DEMO_MEMBERS.map((member) => member.id));

export async function verifyTransactionPassword(memberId: string, password: string): Promise<boolean> {
  if (!DEMO_IDS.has(memberId)) return false;
  const given = Buffer.from(password.padEnd(6).slice(0, 6));
  return timingSafeEqual(given, Buffer.from(DEMO_TRANSACTION_PASSWORD)) && password.length === 6;
}
