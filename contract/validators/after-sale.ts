import * as z from 'zod';
import { text } from './text';

/**
 * What a refund or a change names: the order, then the coupons of it (by ticket id) to act on. Each after-sale
 * area has its own message key, so a refusal reads in that area's words.
 */
export const afterSaleOrderNo = (message: string) => text(message).trim().min(1, message).max(32, message);

/** One to `max` coupons, none twice. */
export const afterSaleTicketIds = (message: string, max: number) =>
  z
    .array(z.number(message).int(message).positive(message), message)
    .min(1, message)
    .max(max, message)
    .refine((ids) => new Set(ids).size === ids.length, message);

/** A coupon as the refund and change quotes list it: the coupon, its e-ticket number, who flies on it. */
export const afterSaleCouponSchema = z.object({
  ticketId: z.number(),
  ticketNo: z.string().nullable(),
  passengerName: z.string(),
  passengerType: z.enum(['ADT', 'CHD', 'INF']),
});
