import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ANCILLARY_CALL_OBJECTS, drawRedEnvelopeCall } from '../../../contract/ancillaries/ancillary-call-objects';
import type { AncillaryKind } from '../../../contract/ancillaries/ancillary-calls';
import type { AncillaryTrip, QueryPassengerNamePayload } from '../../../contract/ancillaries/ancillary-trip-schemas';
import type { BookPayload } from '../../../contract/ancillaries/ancillary-order-schemas';
import type { CouponOffers } from '../../../contract/ancillaries/ancillary-offer-schemas';
import type { PayOrderPayload } from '../../../contract/ancillaries/ancillary-payment-schemas';
import type { Locale } from '../../../contract/locales';
import { walletAccountCall } from '../../../contract/wallet/wallet-calls';
import { request } from '../../api/request';

/** One typed function per luggage or meal call: the kind picks the call object, the rest is shared. Failures reach the chart as CallFailures. */
export async function loadMyTrips(kind: AncillaryKind, signal?: AbortSignal): Promise<AncillaryTrip[]> {
  return (await request(ANCILLARY_CALL_OBJECTS[kind].queryFlightTrip, {}, { signal })).trips;
}

export async function findTrip(
  kind: AncillaryKind,
  lookup: QueryPassengerNamePayload,
  signal?: AbortSignal,
): Promise<AncillaryTrip[]> {
  return (await request(ANCILLARY_CALL_OBJECTS[kind].queryPassengerName, lookup, { signal })).trips;
}

export async function checkCoupons(
  kind: AncillaryKind,
  couponIds: number[],
  signal?: AbortSignal,
): Promise<CouponOffers[]> {
  return (await request(ANCILLARY_CALL_OBJECTS[kind].queryPrice, { couponIds }, { signal })).coupons;
}

export const placeOrder = (kind: AncillaryKind, payload: BookPayload, signal?: AbortSignal) =>
  request(ANCILLARY_CALL_OBJECTS[kind].book, payload, { signal });
export const startPayment = (kind: AncillaryKind, payload: PayOrderPayload, signal?: AbortSignal) =>
  request(ANCILLARY_CALL_OBJECTS[kind].payOrder, payload, { signal });
export const cancelOrder = (kind: AncillaryKind, orderNo: string, signal?: AbortSignal) =>
  request(ANCILLARY_CALL_OBJECTS[kind].cancel, { orderNo }, { signal });
export const refundItems = (kind: AncillaryKind, orderNo: string, itemIds?: number[]) =>
  request(ANCILLARY_CALL_OBJECTS[kind].refundTicket, { orderNo, itemIds });
export const drawRedEnvelope = (orderNo: string) => request(drawRedEnvelopeCall, { orderNo });

export const ANCILLARY_ORDERS_PAGE_SIZE = 10;

export function ancillaryOrdersQueryOptions(kind: AncillaryKind, pageNo: number, locale: Locale) {
  return queryOptions({
    queryKey: ['ancillaries', kind, 'orders', pageNo, locale],
    queryFn: ({ signal }) =>
      request(ANCILLARY_CALL_OBJECTS[kind].orderList, { pageNo, pageSize: ANCILLARY_ORDERS_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The public price table (no login): bundles and menus per route. */
export function priceListQueryOptions(kind: AncillaryKind, locale: Locale) {
  return queryOptions({
    queryKey: ['ancillaries', kind, 'priceList', locale],
    queryFn: ({ signal }) => request(ANCILLARY_CALL_OBJECTS[kind].queryPriceList, {}, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** What the member's red-envelope wallet may spend now (0 without a wallet). */
export function walletBalanceQueryOptions(memberKey: string) {
  return queryOptions({
    queryKey: ['wallet', 'balance', memberKey],
    queryFn: ({ signal }) =>
      request(walletAccountCall, { pageNo: 1, pageSize: 1 }, { signal }).then((account) => account.availableAmount),
    staleTime: 0,
  });
}

export function orderDetailQueryOptions(kind: AncillaryKind, orderNo: string, locale: Locale) {
  return queryOptions({
    queryKey: ['ancillaries', kind, 'order', orderNo, locale],
    queryFn: ({ signal }) => request(ANCILLARY_CALL_OBJECTS[kind].orderDetail, { orderNo }, { signal }),
  });
}
