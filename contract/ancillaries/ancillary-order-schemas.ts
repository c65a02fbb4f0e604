import * as z from 'zod';
import { localizedTextSchema } from '../localized-text';
import { text } from '../validators/text';
import {
  DIETARY_MARKS,
  ITEM_UNITS,
  ANCILLARY_ORDER_STATUSES,
  ANCILLARY_ITEM_STATUSES,
  kindSchema,
  couponIdSchema,
  orderNoSchema,
  idempotencyKeySchema,
} from './ancillary-fields';
import { tripFlightSchema } from './ancillary-trip-schemas';

/** Booking an order of items, and the order as every call answers it. */

export const bookPayload = z.object({
  /** One submit: a retried or double-clicked submit finds the same order. */
  idempotencyKey: idempotencyKeySchema,
  items: z
    .array(z.object({ couponId: couponIdSchema, itemCode: text().trim().min(1).max(20) }))
    .min(1, 'ancillaryServer.validation.items')
    .max(36, 'ancillaryServer.validation.items'),
  /** The total the traveller saw; when the server's differs the refusal ANC_PRICE_CHANGED carries `{ totalAmount }`. */
  expectedTotal: z.number().int().nonnegative().optional(),
});
export type BookPayload = z.input<typeof bookPayload>;

export const orderNoPayload = z.object({ orderNo: orderNoSchema });
export type OrderNoPayload = z.input<typeof orderNoPayload>;

export const orderItemSchema = z.object({
  itemId: z.number().int(),
  couponId: z.number().int(),
  ticketNo: z.string(),
  passengerName: z.string(),
  flight: tripFlightSchema,
  itemCode: z.string(),
  name: localizedTextSchema,
  unit: z.enum(ITEM_UNITS),
  amount: z.number().int(),
  price: z.number().int(),
  imageUrl: z.string().nullable(),
  dietaryMarks: z.array(z.enum(DIETARY_MARKS)),
  status: z.enum(ANCILLARY_ITEM_STATUSES),
  /** The EMD (13 digits, the airline's prefix) issued when paid, tied to the ticket coupon. */
  emdNo: z.string().nullable(),
  /** Paid and the sale still open: refundTicket gives it back in full. */
  refundable: z.boolean(),
  refundClosesAt: z.string(),
});
export type AncillaryOrderItem = z.infer<typeof orderItemSchema>;

export const orderData = z.object({
  kind: kindSchema,
  orderNo: z.string(),
  status: z.enum(ANCILLARY_ORDER_STATUSES),
  totalAmount: z.number().int(),
  /** Frozen in or paid from the red-envelope wallet; the gateway takes the rest. */
  walletAmount: z.number().int(),
  refundedAmount: z.number().int(),
  createdAt: z.string(),
  /** An unpaid order expires then and gives its items (and meal stock) back. */
  holdUntil: z.string(),
  paidAt: z.string().nullable(),
  items: z.array(orderItemSchema),
  /**
   * Meals only (null for luggage): the envelope drawn and how much of it a refund took back, and how many of
   * the order's paid coupons never had one; canDrawRedEnvelope (./red-envelope-rule.ts) reads these.
   */
  redEnvelope: z
    .object({
      amount: z.number().int().nullable(),
      returnedAmount: z.number().int().nullable(),
      unrewardedCoupons: z.number().int(),
    })
    .nullable(),
  /** Whether it may still be paid or cancelled now, by the server's clock (ancillary-order-actions.ts). */
  actions: z.object({ pay: z.boolean(), cancel: z.boolean() }),
});
export type AncillaryOrder = z.infer<typeof orderData>;

export const orderListPayload = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
  status: z.enum(ANCILLARY_ORDER_STATUSES).optional(),
});
export type OrderListPayload = z.input<typeof orderListPayload>;
export const orderListData = z.object({
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  list: z.array(orderData),
});
export type OrderListData = z.infer<typeof orderListData>;
