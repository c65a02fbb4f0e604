import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../../contract/localized-text';
import { orderPassengers, orderSegments, orders } from './orders';
import { refunds } from './refunds';
import { at, textRef, integerRef } from './columns';

/** Travel insurance products offered while booking (queryInsuranceDeploy). */
export const insuranceProducts = pgTable(
  'insurance_products',
  {
    code: text('code').primaryKey(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    /** A one-sentence summary of the cover, shown beside the offer. */
    summary: jsonb('summary').$type<LocalizedText>().notNull(),
    terms: jsonb('terms').$type<LocalizedText>().notNull(),
    /** CNY per passenger per flight segment. */
    price: integer('price').notNull(),
    /** The most the policy pays out, CNY. */
    sumInsured: integer('sum_insured').notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [check('insurance_products_price_positive', sql`${table.price} > 0`)],
);

/** One policy: one product for one passenger on one segment of an order, with the premium charged. */
export const insurancePolicies = pgTable(
  'insurance_policies',
  {
    id: serial('id').primaryKey(),
    policyNo: text('policy_no').notNull().unique(),
    orderNo: textRef('order_no', () => orders.orderNo),
    passengerId: integerRef('passenger_id', () => orderPassengers.id),
    segmentId: integerRef('segment_id', () => orderSegments.id),
    productCode: textRef('product_code', () => insuranceProducts.code),
    premium: integer('premium').notNull(),
    createdAt: at('created_at').notNull(),
    /** The refund that gave the premium back with its coupon; null while the policy stands. */
    refundNo: text('refund_no').references(() => refunds.refundNo),
  },
  // A passenger holds a product at most once per segment: adding it again charges nothing more.
  (table) => [
    unique('insurance_policies_once_per_segment').on(table.passengerId, table.segmentId, table.productCode),
    index('insurance_policies_order').on(table.orderNo),
  ],
);
