import * as z from 'zod';
import { contractCall } from '../call';
import { memberFfp } from '../first-load/call-path-prefixes';
import { text } from '../validators/text';

/**
 * member-ffp/pointMall/*: the points mall (JSON calls). Spec 7 names no mall calls, so they follow the
 * member-ffp naming; every one needs a logged-in, real-name verified club member (spec 5's points guards).
 */
export const MALL_CALLS = {
  queryProducts: memberFfp('pointMall', 'queryProducts'),
  exchange: memberFfp('pointMall', 'exchange'),
  queryOrders: memberFfp('pointMall', 'queryOrders'),
  cancelOrder: memberFfp('pointMall', 'cancelOrder'),
} as const;

/** Development lever (DEV_TOOLS=on, loopback): the warehouse ships or delivers an order. */
export const MALL_DEV_CALLS = { advanceOrder: '/dev/pointMall/advanceOrder' } as const;

export const MALL_PRODUCT_KINDS = ['physical', 'virtual'] as const;
export type MallProductKind = (typeof MALL_PRODUCT_KINDS)[number];

/** placed → shipped → delivered for goods sent by courier; a virtual card code is delivered when issued. */
export const MALL_ORDER_STATUSES = ['placed', 'shipped', 'delivered', 'canceled'] as const;
export type MallOrderStatus = (typeof MALL_ORDER_STATUSES)[number];

export const MALL_REFUSALS = {
  productNotFound: 'MALL_PRODUCT_NOT_FOUND',
  soldOut: 'MALL_SOLD_OUT',
  addressRequired: 'MALL_ADDRESS_REQUIRED',
  orderNotFound: 'MALL_ORDER_NOT_FOUND',
  notCancelable: 'MALL_NOT_CANCELABLE',
} as const;

export const queryProductsPayload = z.object({}).loose();
export const mallProductSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(MALL_PRODUCT_KINDS),
  name: z.string(),
  description: z.string(),
  picture: z.string(),
  pointsPrice: z.number().int(),
  stock: z.number().int(),
});
export type MallProduct = z.infer<typeof mallProductSchema>;

/**
 * One item of a product. `requestId` is the client's idempotency key: a retried exchange returns the same
 * order. Physical goods need `addressId`, one of the member's own addresses.
 */
export const exchangePayload = z.object({
  productId: z.number('pointMall.errors.productNotFound').int().positive('pointMall.errors.productNotFound'),
  requestId: text().regex(/^[A-Za-z0-9-]{8,64}$/, 'pointMall.errors.request'),
  addressId: z.number('pointMall.errors.addressRequired').int().positive('pointMall.errors.addressRequired').optional(),
});
export type ExchangePayload = z.input<typeof exchangePayload>;

export const mallOrderSchema = z.object({
  orderNo: z.string(),
  productName: z.string(),
  picture: z.string(),
  kind: z.enum(MALL_PRODUCT_KINDS),
  points: z.number().int(),
  status: z.enum(MALL_ORDER_STATUSES),
  delivery: z.object({ receiver: z.string(), mobile: z.string(), region: z.string(), detail: z.string() }).nullable(),
  cardCode: z.string().nullable(),
  createdAt: z.string(),
});
export type MallOrder = z.infer<typeof mallOrderSchema>;

export const queryOrdersPayload = z.object({}).loose();
const orderNo = text('pointMall.errors.orderNotFound').regex(/^PM\d{14}$/, 'pointMall.errors.orderNotFound');
export const cancelOrderPayload = z.object({ orderNo });
export const advanceOrderPayload = z.object({ orderNo, to: z.enum(['shipped', 'delivered']) });

export const queryProductsCall = contractCall({
  path: MALL_CALLS.queryProducts,
  payload: queryProductsPayload,
  reply: z.array(mallProductSchema),
});
export const exchangeCall = contractCall({
  path: MALL_CALLS.exchange,
  payload: exchangePayload,
  reply: mallOrderSchema,
});
export const queryOrdersCall = contractCall({
  path: MALL_CALLS.queryOrders,
  payload: queryOrdersPayload,
  reply: z.array(mallOrderSchema),
});
export const cancelOrderCall = contractCall({
  path: MALL_CALLS.cancelOrder,
  payload: cancelOrderPayload,
  reply: mallOrderSchema,
});
