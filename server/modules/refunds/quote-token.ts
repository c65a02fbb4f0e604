import { quoteToken, sameCoupons, type MemberQuote } from '../../shared/quote-token';

/**
 * The amounts a traveller was shown for a set of coupons. It needs no expiry: apply quotes again and refuses
 * when these no longer hold, so an old token can only ever confirm what is still true.
 */
export interface QuotedAmounts extends MemberQuote {
  refundAmount: number;
  fee: number;
  pointsBack: number;
}

const refundQuoteToken = quoteToken<QuotedAmounts>('refund-quote+jwt');

export const signQuote = refundQuoteToken.sign;

/** The quoted amounts, or null for a token that is forged or for another member. */
export const readQuote = refundQuoteToken.read;

export function sameAmounts(a: QuotedAmounts, b: QuotedAmounts): boolean {
  return sameCoupons(a, b) && a.refundAmount === b.refundAmount && a.fee === b.fee && a.pointsBack === b.pointsBack;
}
