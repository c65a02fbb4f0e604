import type { SearchSchemaInput } from '@tanstack/react-router';
import { DEFAULT_ORDER_TAB, ORDER_TABS, type OrderTab } from '../../../contract/first-load/order-tab';

/**
 * The order pages' place in the address (?tab=&page=, ?orderNo=). Plain functions, not zod: validateSearch
 * runs in the route tree, which loads with every page. A bad value falls back to its default (spec 3:
 * "resetting the order tab sets it to 1"; a bad order number becomes '', and the page says so). A missing tab
 * stays missing: the list then opens on the tab of the member's newest order.
 */
export type OrderListSearch = { tab?: OrderTab; page: number };

/** The text when it is a string the pattern accepts, else ''. */
export function textMatching(pattern: RegExp, value: unknown): string {
  return typeof value === 'string' && pattern.test(value) ? value : '';
}

/** An order number as the server issues them; the refund and pay pages take it from the address too. */
export const ORDER_NO_PATTERN = /^[A-Z0-9]{6,32}$/;

/** `Number(value)` as zod's coerce reads it (a Symbol cannot be read, so it is no number). */
function numberOf(value: unknown): number {
  try {
    return Number(value);
  } catch {
    return Number.NaN;
  }
}

export function parseOrderListSearch(search: { tab?: number; page?: number } & SearchSchemaInput): OrderListSearch {
  const page = numberOf(search.page ?? 1);
  const list = { page: Number.isSafeInteger(page) && page >= 1 ? page : 1 };
  if (search.tab === undefined) return list;
  const tab = numberOf(search.tab);
  return { tab: ORDER_TABS.find((known) => known === tab) ?? DEFAULT_ORDER_TAB, ...list };
}

/** ?orderNo= of the pages about one order: its details, refund, payment. */
export function parseOrderNoSearch(search: { orderNo?: string } & SearchSchemaInput): { orderNo: string } {
  return { orderNo: textMatching(ORDER_NO_PATTERN, search.orderNo) };
}

/** For a page that also opens without an order (a flow's pay page): no `orderNo=` left in its address then. */
export function parseOptionalOrderNoSearch(search: { orderNo?: string } & SearchSchemaInput): { orderNo?: string } {
  const { orderNo } = parseOrderNoSearch(search);
  return orderNo ? { orderNo } : {};
}
