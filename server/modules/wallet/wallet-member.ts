import { WALLET_REFUSALS } from '../../../contract/wallet/wallet-calls';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import { requireMember } from '../accounts/sessions';

/**
 * The wallet's member is the session's. The spec's memberId header is only checked against it: a header
 * naming someone else is refused, never followed.
 */
export async function requireWalletMember(context: CallContext): Promise<string> {
  const { memberId } = await requireMember(context);
  if (context.headers.memberId && context.headers.memberId !== memberId)
    throw new CallError(WALLET_REFUSALS.memberMismatch, 'wallet.errors.memberMismatch', {}, 403);
  return memberId;
}
