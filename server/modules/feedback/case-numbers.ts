import { randomInt } from 'node:crypto';
import type { FeedbackKind } from '../../../contract/calls/feedback';
import { localDateTime } from '../../../contract/airport-time';

const KIND_PREFIX: Record<FeedbackKind, string> = { complaint: 'TS', praise: 'BY', suggestion: 'JY' };
/** No 0/O or 1/I, so a number read out on the phone is not misheard. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** TS + yymmdd (China time) + 8 random characters: 32⁸ ≈ 10¹² numbers a day, so neighbours cannot be guessed. */
export function newCaseNo(kind: FeedbackKind, now: Date): string {
  const day = localDateTime(now, 'Asia/Shanghai').date.slice(2).replaceAll('-', '');
  const random = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${KIND_PREFIX[kind]}${day}${random}`;
}
