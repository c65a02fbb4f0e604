import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  ANCILLARY_CALLS,
  DRAW_RED_ENVELOPE_CALL,
  type AncillaryKind,
} from '../../../contract/ancillaries/ancillary-calls';
import type {
  AncillaryOrder,
  AncillaryTrip,
  BookPayload,
  CouponOffers,
  OrderListData,
  PayOrderData,
  PayOrderPayload,
  PriceData,
  PriceListData,
  QueryPassengerNamePayload,
  RedEnvelopeData,
  RefundData,
  TripsData,
} from '../../../contract/ancillaries/ancillary-schemas';
import type { Locale } from '../../../contract/locales';
import { CALLS } from '../../../contract/call-paths';
import { payMethodCall, payStatusCall, type PayStatusData } from '../../../contract/calls/payments';
import type { WalletAccountData } from '../../../contract/wallet/wallet-calls';
import { callApi } from '../../api/client';
import { request } from '../../api/request';

/** One typed function per luggage or meal call: the kind picks the path, the rest is shared. Failures become the chart's { code, message }. */
async function call<T>(path: string, payload: unknown, signal?: AbortSignal): Promise<T> {
  return callApi<T>(path, payload, { signal });
}

export async function loadMyTrips(kind: AncillaryKind, signal?: AbortSignal): Promise<AncillaryTrip[]> {
  return (await call<TripsData>(ANCILLARY_CALLS[kind].queryFlightTrip, {}, signal)).trips;
}

export async function findTrip(
  kind: AncillaryKind,
  lookup: QueryPassengerNamePayload,
  signal?: AbortSignal,
): Promise<AncillaryTrip[]> {
  return (await call<TripsData>(ANCILLARY_CALLS[kind].queryPassengerName, lookup, signal)).trips;
}

export async function checkCoupons(
  kind: AncillaryKind,
  couponIds: number[],
  signal?: AbortSignal,
): Promise<CouponOffers[]> {
  return (await call<PriceData>(ANCILLARY_CALLS[kind].queryPrice, { couponIds }, signal)).coupons;
}

export const placeOrder = (kind: AncillaryKind, payload: BookPayload, signal?: AbortSignal) =>
  call<AncillaryOrder>(ANCILLARY_CALLS[kind].book, payload, signal);
export const startPayment = (kind: AncillaryKind, payload: PayOrderPayload, signal?: AbortSignal) =>
  call<PayOrderData>(ANCILLARY_CALLS[kind].payOrder, payload, signal);
export const cancelOrder = (kind: AncillaryKind, orderNo: string, signal?: AbortSignal) =>
  call<AncillaryOrder>(ANCILLARY_CALLS[kind].cancel, { orderNo }, signal);
export const refundItems = (kind: AncillaryKind, orderNo: string, itemIds?: number[]) =>
  call<RefundData>(ANCILLARY_CALLS[kind].refundTicket, { orderNo, itemIds });
export const drawRedEnvelope = (orderNo: string) => call<RedEnvelopeData>(DRAW_RED_ENVELOPE_CALL, { orderNo });

export const ANCILLARY_ORDERS_PAGE_SIZE = 10;

export function ancillaryOrdersQueryOptions(kind: AncillaryKind, pageNo: number, locale: Locale) {
  return queryOptions({
    queryKey: ['ancillaries', kind, 'orders', pageNo, locale],
    queryFn: ({ signal }) =>
      call<OrderListData>(ANCILLARY_CALLS[kind].orderList, { pageNo, pageSize: ANCILLARY_ORDERS_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
}

/** The public price table (no login): bundles and menus per route. */
export function priceListQueryOptions(kind: AncillaryKind, locale: Locale) {
  return queryOptions({
    queryKey: ['ancillaries', kind, 'priceList', locale],
    queryFn: ({ signal }) => call<PriceListData>(ANCILLARY_CALLS[kind].queryPriceList, {}, signal),
    staleTime: 10 * 60_000,
  });
}

/** pay/payStatusByWeixinWeb serves ancillary orders too: orderStatus is the ancillary order's ('paid' when done). */
export function fetchPaymentStatus(
  input: { orderNo: string; payNo: string },
  signal?: AbortSignal,
): Promise<PayStatusData> {
  return request(payStatusCall, input, { signal });
}

export function payMethodsQueryOptions() {
  return queryOptions({
    queryKey: ['payment', 'methods'],
    queryFn: ({ signal }) => request(payMethodCall, {}, { signal }),
    staleTime: 60 * 60_000,
  });
}

/** What the member's red-envelope wallet may spend now (0 without a wallet). */
export function walletBalanceQueryOptions(memberKey: string) {
  return queryOptions({
    queryKey: ['wallet', 'balance', memberKey],
    queryFn: ({ signal }) =>
      callApi<WalletAccountData>(CALLS.walletAccount, { pageNo: 1, pageSize: 1 }, { signal }).then(
        (account) => account.availableAmount,
      ),
    staleTime: 0,
  });
}

export function orderDetailQueryOptions(kind: AncillaryKind, orderNo: string, locale: Locale) {
  return queryOptions({
    queryKey: ['ancillaries', kind, 'order', orderNo, locale],
    queryFn: ({ signal }) => call<AncillaryOrder>(ANCILLARY_CALLS[kind].orderDetail, { orderNo }, signal),
  });
}
