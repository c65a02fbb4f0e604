import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type * as z from 'zod';
import type { ContractCall } from '../../../contract/call';
import type { Locale } from '../../../contract/locales';
import {
  getAccountChangeHistoryCall,
  getAccountListCall,
  getDetailScoreListCall,
  getFlightAccrualHistoryCall,
  getOtherAccrualHistoryCall,
  getOutlineCall,
  newFfpRetroInfoCall,
  queryFfpRetroInfoCall,
  type AccountChangePage,
  type DetailScorePage,
  type FlightAccrualPage,
  type historyPayload,
  type OtherAccrualPage,
  type HistoryPayload,
  type RetroClaimInput,
  type RetroClaimRow,
} from '../../../contract/points/point-calls';
import { request } from '../../api/request';

/** The member's points calls, one query per resource (member-ffp/accountInfo). */
export function outlineQueryOptions() {
  return queryOptions({
    queryKey: ['points', 'outline'],
    queryFn: ({ signal }) => request(getOutlineCall, {}, { signal }),
  });
}

export function accountListQueryOptions() {
  return queryOptions({
    queryKey: ['points', 'accounts'],
    queryFn: ({ signal }) => request(getAccountListCall, {}, { signal }),
  });
}

/** The four histories of /member/pointInfo, each paged and filtered by date. */
export const HISTORY_KINDS = ['flight', 'other', 'change', 'detail'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];
export interface HistoryPages {
  flight: FlightAccrualPage;
  other: OtherAccrualPage;
  change: AccountChangePage;
  detail: DetailScorePage;
}
/** Typed per kind, so a history's query answers that kind's page. */
type HistoryCall<K extends HistoryKind> = ContractCall<typeof historyPayload, z.ZodType<HistoryPages[K]>>;
const HISTORY_CALLS: { [K in HistoryKind]: HistoryCall<K> } = {
  flight: getFlightAccrualHistoryCall,
  other: getOtherAccrualHistoryCall,
  change: getAccountChangeHistoryCall,
  detail: getDetailScoreListCall,
};
export const HISTORY_PAGE_SIZE = 10;

export function historyQueryOptions<K extends HistoryKind>(kind: K, filter: HistoryPayload, locale: Locale) {
  const call: HistoryCall<K> = HISTORY_CALLS[kind];
  return queryOptions({
    queryKey: ['points', 'history', kind, filter, locale],
    queryFn: ({ signal }) => request(call, { pageSize: HISTORY_PAGE_SIZE, ...filter }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function retroClaimsQueryOptions(pageNo: number, locale: Locale) {
  return queryOptions({
    queryKey: ['points', 'retro', pageNo, locale],
    queryFn: ({ signal }) => request(queryFfpRetroInfoCall, { pageNo, pageSize: HISTORY_PAGE_SIZE }, { signal }),
  });
}

export function fileRetroClaim(claim: RetroClaimInput): Promise<RetroClaimRow> {
  return request(newFfpRetroInfoCall, claim);
}
