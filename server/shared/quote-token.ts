import { jwtVerify, SignJWT } from 'jose';
import { serverSecret } from './server-secret';

type QuoteTokenContext = Parameters<typeof serverSecret>[0];

/** What every quote a traveller is shown names: whose it is, which order, which coupons. */
export interface MemberQuote {
  memberId: string;
  orderNo: string;
  ticketIds: number[];
}

/**
 * Quotes of one kind (`type`, the token's typ) signed with the server secret, so the apply call (on any
 * instance) can hold the traveller to what the quote showed. `ttlMs` where the quote should lapse (a price that
 * may move); without it, it never does.
 */
export function quoteToken<Quote extends MemberQuote>(type: string, ttlMs?: number) {
  return {
    async sign(context: QuoteTokenContext, quote: Quote): Promise<string> {
      const now = context.clock.now();
      // Spread through the named fields' type (jose wants a plain claims object); every field of the quote is signed.
      const claims: MemberQuote = quote;
      const token = new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256', typ: type }).setIssuedAt(now);
      if (ttlMs !== undefined) token.setExpirationTime(new Date(now.getTime() + ttlMs));
      return token.sign(await serverSecret(context));
    },

    /** The quote in a token, or null for a token that is forged, expired, of another kind or another member's. */
    async read(context: QuoteTokenContext, token: string, memberId: string): Promise<Quote | null> {
      try {
        const { payload } = await jwtVerify(token, await serverSecret(context), {
          typ: type,
          algorithms: ['HS256'],
          currentDate: context.clock.now(),
        });
        const quote = payload as unknown as Quote;
        return quote.memberId === memberId ? quote : null;
      } catch {
        return null;
      }
    },
  };
}

/** Whether two quotes are for the same order's same coupons, in whatever order they were listed. */
export function sameCoupons(a: MemberQuote, b: MemberQuote): boolean {
  const ids = (quote: MemberQuote) => [...quote.ticketIds].sort((x, y) => x - y).join(',');
  return a.orderNo === b.orderNo && ids(a) === ids(b);
}
