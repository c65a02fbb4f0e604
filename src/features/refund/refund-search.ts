import type { SearchSchemaInput } from '@tanstack/react-router';
import * as z from 'zod';

// A missing or malformed order number degrades to '' (the page then points to My orders).
const refundSearch = z.object({ orderNo: z.string().regex(/^[A-Z0-9]{6,32}$/).catch('') });

export function parseRefundSearch(search: { orderNo?: string } & SearchSchemaInput): { orderNo: string } {
  return refundSearch.parse({ orderNo: search.orderNo ?? '' });
}
