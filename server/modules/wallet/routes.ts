import { walletAccountCall, walletPayCall } from '../../../contract/wallet/wallet-calls';
import { defineCall, type Call } from '../../calls/call';
import { queryWalletAccount } from './wallet-account';
import { payOrderFromWallet } from './wallet-pay';

/** The red-envelope wallet (JSON calls, the session's member only). */
export const walletCalls: Call[] = [
  defineCall(walletAccountCall, { handle: (input, context) => queryWalletAccount(context, input) }),
  defineCall(walletPayCall, { handle: (input, context) => payOrderFromWallet(context, input) }),
];
