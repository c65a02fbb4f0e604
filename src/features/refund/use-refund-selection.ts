import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Locale } from '../../../contract/locales';
import { refundQuoteQueryOptions } from './refund-api';

/**
 * The order's coupons (first quote: every refundable one chosen) and the quote of what the traveller has
 * chosen since; each change of choice asks the server again, so fees and refusals are always the server's.
 */
export function useRefundSelection(orderNo: string, locale: Locale) {
  const overview = useQuery({ ...refundQuoteQueryOptions(orderNo, undefined, locale), enabled: orderNo !== '' });
  const [chosen, setChosen] = useState<number[] | null>(null);
  const overviewIds = overview.data?.selectedTicketIds;
  const sortedIds = useMemo(() => [...(chosen ?? overviewIds ?? [])].sort((a, b) => a - b), [chosen, overviewIds]);
  const sameAsOverview = chosen === null;
  const selection = useQuery({
    ...refundQuoteQueryOptions(orderNo, sortedIds, locale),
    enabled: !sameAsOverview && sortedIds.length > 0,
  });
  const quote = sameAsOverview ? overview.data : sortedIds.length ? selection.data : undefined;
  const toggle = (ticketId: number) =>
    setChosen((current) => {
      const ids = current ?? overview.data?.selectedTicketIds ?? [];
      return ids.includes(ticketId) ? ids.filter((id) => id !== ticketId) : [...ids, ticketId];
    });
  const refresh = async () => {
    await overview.refetch();
    if (!sameAsOverview) await selection.refetch();
  };
  return {
    overview,
    selected: new Set(sortedIds),
    quote,
    quoteError: sameAsOverview ? null : selection.error,
    quoting: !sameAsOverview && selection.isFetching,
    toggle,
    refresh,
  };
}
