import { jwtVerify, SignJWT } from 'jose';
import type { CallContext } from '../../calls/call';
import { serverSecret } from '../../shared/server-secret';

const TOKEN_TYPE = 'refund-quote+jwt';
/**
 * The amounts a traveller was shown for a set of coupons. It needs no expiry: apply quotes again and refuses
 * when these no longer hold, so an old token can only ever confirm what is still true.
 */
export interface QuotedAmounts {
  memberId: string;
  orderNo: string;
  ticketIds: number[];
  refundAmount: number;
  fee: number;
  pointsBack: number;
}

type TokenContext = Pick<CallContext, 'db' | 'config' | 'clock'>;

export async function signQuote(context: TokenContext, amounts: QuotedAmounts): Promise<string> {
  return new SignJWT({ ...amounts })
    .setProtectedHeader({ alg: 'HS256', typ: TOKEN_TYPE })
    .setIssuedAt(context.clock.now())
    .sign(await serverSecret(context));
}

/** The quoted amounts, or null for a token that is forged or for another member. */
export async function readQuote(context: TokenContext, token: string, memberId: string): Promise<QuotedAmounts | null> {
  try {
    const { payload } = await jwtVerify(token, await serverSecret(context), {
      typ: TOKEN_TYPE,
      algorithms: ['HS256'],
      currentDate: context.clock.now(),
    });
    const amounts = payload as unknown as QuotedAmounts;
    return amounts.memberId === memberId ? amounts : null;
  } catch {
    return null;
  }
}

export function sameAmounts(a: QuotedAmounts, b: QuotedAmounts): boolean {
  const ids = (amounts: QuotedAmounts) => [...amounts.ticketIds].sort((x, y) => x - y).join(',');
  return (
    a.orderNo === b.orderNo &&
    ids(a) === ids(b) &&
    a.refundAmount === b.refundAmount &&
    a.fee === b.fee &&
    a.pointsBack === b.pointsBack
  );
}
