import * as z from 'zod';
import { text } from '../validators/text';
import { ANCILLARY_KINDS } from './ancillary-calls';

/**
 * The fields that the payloads and reply `data` of the luggage and meal calls (ancillary-*-schemas.ts) share.
 * Those calls take and give the same shapes for both kinds, so one purchase
 * flow and one set of pages serve both. Amounts are CNY yuan; instants ISO; dates 'YYYY-MM-DD', times 'HH:mm'
 * at the airport concerned. Message keys of payload errors are under `ancillaryServer.validation`.
 */

export const DIETARY_MARKS = ['halal', 'vegetarian', 'child', 'noPork', 'diabetic'] as const;
export type DietaryMark = (typeof DIETARY_MARKS)[number];
/** kg and piece are luggage bundles (pieces on international routes); a meal is a portion. */
export const ITEM_UNITS = ['kg', 'piece', 'portion'] as const;
export type ItemUnit = (typeof ITEM_UNITS)[number];

/** Why a coupon cannot buy this kind now ('ok' when it can); the reply carries the message too. */
export const ANCILLARY_ELIGIBILITY = [
  'ok',
  'saleClosed',
  'notOffered',
  'infant',
  'couponNotOpen',
  'flightCanceled',
] as const;
export type AncillaryEligibilityCode = (typeof ANCILLARY_ELIGIBILITY)[number];

/** unpaid → paying → paid | pay_failed → paying again; unpaid → canceled (traveller or expiry); paid → refunded (every item). */
export const ANCILLARY_ORDER_STATUSES = ['unpaid', 'paying', 'pay_failed', 'paid', 'canceled', 'refunded'] as const;
export type AncillaryOrderStatus = (typeof ANCILLARY_ORDER_STATUSES)[number];
/** Per item, as the order lists show it (spec: unpaid, paid, used, refunded, canceled). 'used' once the flight left. */
export const ANCILLARY_ITEM_STATUSES = ['unpaid', 'paid', 'used', 'refunded', 'canceled'] as const;
export type AncillaryItemStatus = (typeof ANCILLARY_ITEM_STATUSES)[number];

export const kindSchema = z.enum(ANCILLARY_KINDS);
export const couponIdSchema = z.coerce
  .number('ancillaryServer.validation.couponId')
  .int('ancillaryServer.validation.couponId')
  .positive('ancillaryServer.validation.couponId');
export const orderNoSchema = text('ancillaryServer.validation.orderNo')
  .trim()
  .regex(/^[A-Z0-9]{6,32}$/, 'ancillaryServer.validation.orderNo');
export const idempotencyKeySchema = text().trim().min(8).max(64);
export const airportSchema = text('ancillaryServer.validation.airport')
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'ancillaryServer.validation.airport');
