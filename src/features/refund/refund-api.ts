import { queryOptions } from '@tanstack/react-query';
import {
  refundApplyCall,
  refundProgressCall,
  refundQuoteCall,
  type RefundApplyPayload,
  type RefundApplyResult,
} from '../../../contract/calls/refunds';
import type { Locale } from '../../../contract/locales';
import { request } from '../../api/request';

/** A quote of the chosen coupons; without ticketIds, of every refundable one (the page's first look). */
export function refundQuoteQueryOptions(orderNo: string, ticketIds: readonly number[] | undefined, locale: Locale) {
  return queryOptions({
    queryKey: ['refund', 'quote', orderNo, ticketIds?.join(',') ?? 'all', locale],
    queryFn: ({ signal }) =>
      request(refundQuoteCall, { orderNo, ticketIds: ticketIds ? [...ticketIds] : undefined }, { signal }),
    // Fees grow as departure nears: an old quote is not shown as current.
    staleTime: 0,
  });
}

export function refundProgressQueryOptions(orderNo: string, locale: Locale) {
  return queryOptions({
    queryKey: ['refund', 'progress', orderNo, locale],
    queryFn: ({ signal }) => request(refundProgressCall, { orderNo }, { signal }),
  });
}

export function applyRefund(payload: RefundApplyPayload): Promise<RefundApplyResult> {
  return request(refundApplyCall, payload);
}
