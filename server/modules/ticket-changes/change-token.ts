import { CHANGE_QUOTE_TTL_MS } from '../../../contract/calls/ticket-changes';
import { quoteToken, sameCoupons, type MemberQuote } from '../../shared/quote-token';

/** What a traveller was shown for a change: these coupons onto that flight and class, for this much. */
export interface QuotedChange extends MemberQuote {
  flightId: number;
  bookingClass: string;
  policy: string;
  amount: number;
  fee: number;
}

/** Signed and short-lived: a fare may move, so a quote is only good for CHANGE_QUOTE_TTL_MS. */
const changeQuoteToken = quoteToken<QuotedChange>('change-quote+jwt', CHANGE_QUOTE_TTL_MS);

export const signChangeQuote = changeQuoteToken.sign;

/** The quoted change, or null for a token that is forged, expired or another member's. */
export const readChangeQuote = changeQuoteToken.read;

export function sameChange(a: QuotedChange, b: QuotedChange): boolean {
  return (
    sameCoupons(a, b) &&
    a.flightId === b.flightId &&
    a.bookingClass === b.bookingClass &&
    a.policy === b.policy &&
    a.amount === b.amount &&
    a.fee === b.fee
  );
}
