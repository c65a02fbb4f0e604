import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../contract/locales';
import {
  walletAccountCall,
  walletPayCall,
  type WalletPayData,
  type WalletPayPayload,
} from '../../contract/wallet/wallet-calls';
import { request } from './request';

export const WALLET_PAGE_SIZE = 10;

/** queryWalletAccount: the transport sends the session's memberId header, which the server checks. */
export function walletAccountQueryOptions(pageNo: number, locale: Locale) {
  return queryOptions({
    queryKey: ['wallet', 'account', pageNo, locale],
    queryFn: ({ signal }) => request(walletAccountCall, { pageNo, pageSize: WALLET_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function payOrderFromWallet(payload: WalletPayPayload): Promise<WalletPayData> {
  return request(walletPayCall, payload);
}
