import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../../contract/locales';
import {
  POINT_CALLS,
  type AccountChangePage,
  type AccountListData,
  type DetailScorePage,
  type FlightAccrualPage,
  type HistoryPayload,
  type OtherAccrualPage,
  type OutlineData,
  type RetroClaimInput,
  type RetroClaimRow,
  type RetroListPage,
} from '../../../contract/points/point-calls';
import { callApi } from '../../api/client';

/** The member's points calls, one query per resource (member-ffp/accountInfo). */
export function outlineQueryOptions() {
  return queryOptions({
    queryKey: ['points', 'outline'],
    queryFn: ({ signal }) => callApi<OutlineData>(POINT_CALLS.getOutline, {}, { signal }),
  });
}

export function accountListQueryOptions() {
  return queryOptions({
    queryKey: ['points', 'accounts'],
    queryFn: ({ signal }) => callApi<AccountListData>(POINT_CALLS.getAccountList, {}, { signal }),
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
const HISTORY_CALLS: Record<HistoryKind, string> = {
  flight: POINT_CALLS.getFlightAccrualHistory,
  other: POINT_CALLS.getOtherAccrualHistory,
  change: POINT_CALLS.getAccountChangeHistory,
  detail: POINT_CALLS.getDetailScoreList,
};
export const HISTORY_PAGE_SIZE = 10;

export function historyQueryOptions<K extends HistoryKind>(kind: K, filter: HistoryPayload, locale: Locale) {
  return queryOptions({
    queryKey: ['points', 'history', kind, filter, locale],
    queryFn: ({ signal }) =>
      callApi<HistoryPages[K]>(HISTORY_CALLS[kind], { pageSize: HISTORY_PAGE_SIZE, ...filter }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function retroClaimsQueryOptions(pageNo: number, locale: Locale) {
  return queryOptions({
    queryKey: ['points', 'retro', pageNo, locale],
    queryFn: ({ signal }) =>
      callApi<RetroListPage>(POINT_CALLS.queryFfpRetroInfo, { pageNo, pageSize: HISTORY_PAGE_SIZE }, { signal }),
  });
}

export function fileRetroClaim(claim: RetroClaimInput): Promise<RetroClaimRow> {
  return callApi<RetroClaimRow>(POINT_CALLS.newFfpRetroInfo, claim);
}
