import fc from 'fast-check';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ORDER_TAB, ORDER_TABS, type OrderTab } from '../../../contract/first-load/order-tab';
import { ORDER_NO_PATTERN, parseOrderListSearch, parseOrderNoSearch, textMatching } from './order-search';
import { oddSearchValue } from '../../ui/testing/odd-search-value';

// The routes get whatever the address holds, so the tests pass raw values too.
const listOf = (search: Record<string, unknown>) =>
  parseOrderListSearch(search as Parameters<typeof parseOrderListSearch>[0]);
const orderNoOf = (search: Record<string, unknown>) =>
  parseOrderNoSearch(search as Parameters<typeof parseOrderNoSearch>[0]);

// The oracles: the zod schemas the order, refund and pay routes used before they went plain.
const orderListSchema = z.object({
  tab: z.coerce
    .number()
    .refine((value): value is OrderTab => (ORDER_TABS as readonly number[]).includes(value))
    .catch(DEFAULT_ORDER_TAB),
  page: z.coerce.number().int().min(1).catch(1),
});
const orderNoSchema = z.string().regex(ORDER_NO_PATTERN).catch('');

const oddValue = oddSearchValue(
  ['2', '3', '4', '-1', '1e3', '0x2', 'Infinity', 'NS3101AB', 'ab1234', 'A1B2C3', 'A'.repeat(33), false, ['2'], {}],
  { min: -3, max: 5 },
  fc.stringMatching(/^[A-Z0-9]{5,34}$/),
  fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, Number.POSITIVE_INFINITY, Number.NaN, 2 ** 31),
);

describe('order pages search params', () => {
  it('keeps a good tab and page, and sends a bad tab back to 1', () => {
    expect(listOf({ tab: 3, page: 2 })).toEqual({ tab: 3, page: 2 });
    expect(listOf({ tab: '2' })).toEqual({ tab: 2, page: 1 });
    expect(listOf({ tab: 7, page: 0 })).toEqual({ tab: 1, page: 1 });
    // No tab at all is not a bad one: the list opens where the newest order is.
    expect(listOf({})).toEqual({ page: 1 });
  });

  it('keeps an order number only in its own form', () => {
    expect(orderNoOf({ orderNo: 'NS20260602A1' })).toEqual({ orderNo: 'NS20260602A1' });
    expect(orderNoOf({ orderNo: 'ns2026' })).toEqual({ orderNo: '' });
    expect(orderNoOf({})).toEqual({ orderNo: '' });
  });

  it('agrees with the zod schemas on any tab, page and order number', () => {
    fc.assert(
      fc.property(oddValue, oddValue, oddValue, (tab, page, orderNo) => {
        const oracle = orderListSchema.parse({ tab: tab ?? DEFAULT_ORDER_TAB, page: page ?? 1 });
        expect(listOf({ tab, page })).toEqual(tab === undefined ? { page: oracle.page } : oracle);
        expect(orderNoOf({ orderNo })).toEqual({ orderNo: orderNoSchema.parse(orderNo ?? '') });
        expect(textMatching(/^[A-Z0-9]{6,40}$/, orderNo)).toBe(
          z
            .string()
            .regex(/^[A-Z0-9]{6,40}$/)
            .catch('')
            .parse(orderNo ?? ''),
        );
      }),
      { numRuns: 3000 },
    );
  });
});
