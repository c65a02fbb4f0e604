import { WALLET_CALLS, walletAccountPayload, walletPayPayload } from '../../../contract/wallet/wallet-calls';
import { defineCall, type Call } from '../../calls/call';
import { queryWalletAccount } from './wallet-account';
import { payOrderFromWallet } from './wallet-pay';

/** The red-envelope wallet (JSON calls, the session's member only). */
export const walletCalls: Call[] = [
  defineCall({
    path: WALLET_CALLS.queryWalletAccount,
    input: walletAccountPayload,
    handle: (input, context) => queryWalletAccount(context, input),
  }),
  defineCall({
    path: WALLET_CALLS.payOrder,
    input: walletPayPayload,
    handle: (input, context) => payOrderFromWallet(context, input),
  }),
];
