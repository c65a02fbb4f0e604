import { jwtVerify, SignJWT } from 'jose';
import { CHANGE_QUOTE_TTL_MS } from '../../../contract/calls/ticket-changes';
import type { CallContext } from '../../calls/call';
import { serverSecret } from '../../shared/server-secret';

const TOKEN_TYPE = 'change-quote+jwt';

/** What a traveller was shown for a change: these coupons onto that flight and class, for this much. */
export interface QuotedChange {
  memberId: string;
  orderNo: string;
  ticketIds: number[];
  flightId: number;
  bookingClass: string;
  policy: string;
  amount: number;
  fee: number;
}

type TokenContext = Pick<CallContext, 'db' | 'config' | 'clock'>;

/** Signed and short-lived: a fare may move, so a quote is only good for CHANGE_QUOTE_TTL_MS. */
export async function signChangeQuote(context: TokenContext, quoted: QuotedChange): Promise<string> {
  const now = context.clock.now();
  return new SignJWT({ ...quoted })
    .setProtectedHeader({ alg: 'HS256', typ: TOKEN_TYPE })
    .setIssuedAt(now)
    .setExpirationTime(new Date(now.getTime() + CHANGE_QUOTE_TTL_MS))
    .sign(await serverSecret(context));
}

/** The quoted change, or null for a token that is forged, expired or another member's. */
export async function readChangeQuote(
  context: TokenContext,
  token: string,
  memberId: string,
): Promise<QuotedChange | null> {
  try {
    const { payload } = await jwtVerify(token, await serverSecret(context), {
      typ: TOKEN_TYPE,
      algorithms: ['HS256'],
      currentDate: context.clock.now(),
    });
    const quoted = payload as unknown as QuotedChange;
    return quoted.memberId === memberId ? quoted : null;
  } catch {
    return null;
  }
}

export function sameChange(a: QuotedChange, b: QuotedChange): boolean {
  const ids = (quoted: QuotedChange) => [...quoted.ticketIds].sort((x, y) => x - y).join(',');
  return (
    a.orderNo === b.orderNo &&
    ids(a) === ids(b) &&
    a.flightId === b.flightId &&
    a.bookingClass === b.bookingClass &&
    a.policy === b.policy &&
    a.amount === b.amount &&
    a.fee === b.fee
  );
}
