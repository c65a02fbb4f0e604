import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../../contract/localized-text';
import type { MallOrderStatus, MallProductKind } from '../../../contract/points/mall-calls';
import { members } from './accounts';
import { at, textRef, integerRef } from './columns';

/**
 * The points mall's goods: physical ones are sent to an address of myAddress, virtual ones are a card code
 * issued at once. Stock never goes below zero (a check, not a hope): the exchange takes one with a guarded
 * decrement, so twenty members for the last three items give three orders.
 */
export const mallProducts = pgTable(
  'mall_products',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    kind: text('kind').$type<MallProductKind>().notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    /** A path under public/ (e.g. /mall/luggage-tag.png). */
    picture: text('picture').notNull(),
    pointsPrice: integer('points_price').notNull(),
    stock: integer('stock').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [
    check('mall_products_stock_non_negative', sql`${table.stock} >= 0`),
    check('mall_products_price_positive', sql`${table.pointsPrice} > 0`),
  ],
);

/** Where a physical order goes: the address as it was when the member exchanged (later edits do not move it). */
export interface MallDelivery {
  receiver: string;
  mobile: string;
  region: string;
  detail: string;
}

/**
 * One exchange of one item. Its order number keys the points ledger (spent once, given back at most once);
 * the member's request id makes a retried exchange the same order.
 */
export const mallOrders = pgTable(
  'mall_orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    memberId: textRef('member_id', () => members.id),
    requestId: text('request_id').notNull(),
    productId: integerRef('product_id', () => mallProducts.id),
    points: integer('points').notNull(),
    status: text('status').$type<MallOrderStatus>().notNull(),
    delivery: jsonb('delivery').$type<MallDelivery>(),
    cardCode: text('card_code'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    uniqueIndex('mall_orders_member_request').on(table.memberId, table.requestId),
    index('mall_orders_member').on(table.memberId, table.createdAt),
  ],
);
