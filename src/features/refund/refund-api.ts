import { queryOptions } from '@tanstack/react-query';
import { REFUND_CALLS } from '../../../contract/call-paths';
import type {
  RefundApplyPayload,
  RefundApplyResult,
  RefundProgress,
  RefundQuote,
} from '../../../contract/calls/refunds';
import type { Locale } from '../../../contract/locales';
import { callApi } from '../../api/client';

/** A quote of the chosen coupons; without ticketIds, of every refundable one (the page's first look). */
export function refundQuoteQueryOptions(orderNo: string, ticketIds: readonly number[] | undefined, locale: Locale) {
  return queryOptions({
    queryKey: ['refund', 'quote', orderNo, ticketIds?.join(',') ?? 'all', locale],
    queryFn: ({ signal }) =>
      callApi<RefundQuote>(
        REFUND_CALLS.refundQuote,
        { orderNo, ticketIds: ticketIds ? [...ticketIds] : undefined },
        { signal },
      ),
    // Fees grow as departure nears: an old quote is not shown as current.
    staleTime: 0,
  });
}

export function refundProgressQueryOptions(orderNo: string, locale: Locale) {
  return queryOptions({
    queryKey: ['refund', 'progress', orderNo, locale],
    queryFn: ({ signal }) => callApi<RefundProgress>(REFUND_CALLS.refundProgress, { orderNo }, { signal }),
  });
}

export function applyRefund(payload: RefundApplyPayload): Promise<RefundApplyResult> {
  return callApi<RefundApplyResult>(REFUND_CALLS.refundApply, payload);
}
