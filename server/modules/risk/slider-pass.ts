import { createHmac, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';
import { text } from '../../../contract/validators/text';

/**
 * What a slider pass vouches for: this challenge was solved on this device, for this purpose (slider-purpose.ts;
 * empty when the page was opened without one, and then it fits no attempt), usable until expiresAt.
 */
export interface SliderPass {
  challengeId: string;
  dfp: string;
  purpose: string;
  expiresAt: number;
}

const passSchema = z.object({
  challengeId: text().min(1),
  dfp: text().min(1),
  purpose: text(),
  expiresAt: z.number().int(),
});

/** `<payload>.<signature>`, both base64url: the payload is readable, only the server can sign it. */
export function signSliderPass(pass: SliderPass, secret: Buffer): string {
  const payload = Buffer.from(JSON.stringify(pass), 'utf8').toString('base64url');
  return `${payload}.${signature(payload, secret)}`;
}

/** The pass when its signature is the server's; undefined for anything forged, truncated or malformed. */
export function readSliderPass(value: string, secret: Buffer): SliderPass | undefined {
  const [payload, given, extra] = value.split('.');
  if (!payload || !given || extra !== undefined) return undefined;
  const expected = Buffer.from(signature(payload, secret), 'base64url');
  const received = Buffer.from(given, 'base64url');
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return undefined;
  try {
    const parsed = passSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function signature(payload: string, secret: Buffer): string {
  return createHmac('sha256', secret).update(payload).digest('base64url');
}
