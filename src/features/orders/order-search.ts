import type { SearchSchemaInput } from '@tanstack/react-router';
import * as z from 'zod';
import { DEFAULT_ORDER_TAB, ORDER_TABS, type OrderTab } from '../../../contract/calls/order-status';

/**
 * The order list's place in the address (?tab=&page=). A missing or bad tab falls back to 1: spec 3's
 * "resetting the order tab sets it to 1".
 */
const orderListSearch = z.object({
  tab: z.coerce
    .number()
    .refine((value): value is OrderTab => (ORDER_TABS as readonly number[]).includes(value))
    .catch(DEFAULT_ORDER_TAB),
  page: z.coerce.number().int().min(1).catch(1),
});
export type OrderListSearch = { tab: OrderTab; page: number };

export function parseOrderListSearch(search: { tab?: number; page?: number } & SearchSchemaInput): OrderListSearch {
  const parsed = orderListSearch.parse({ tab: search.tab ?? DEFAULT_ORDER_TAB, page: search.page ?? 1 });
  return { tab: parsed.tab as OrderTab, page: parsed.page };
}

const orderInfoSearch = z.object({ orderNo: z.string().regex(/^[A-Z0-9]{6,32}$/).catch('') });
export function parseOrderInfoSearch(search: { orderNo?: string } & SearchSchemaInput): { orderNo: string } {
  return orderInfoSearch.parse({ orderNo: search.orderNo ?? '' });
}
