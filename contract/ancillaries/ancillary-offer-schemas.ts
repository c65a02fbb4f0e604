import * as z from 'zod';
import { localizedTextSchema } from '../localized-text';
import { DIETARY_MARKS, ITEM_UNITS, kindSchema, couponIdSchema, airportSchema } from './ancillary-fields';
import { eligibilitySchema, tripFlightSchema } from './ancillary-trip-schemas';

/** Items, their prices per coupon (the check step) and the public price list. */

/** One thing for sale: a luggage bundle (10 kg, 1 piece) or a meal; the same shape for both kinds. */
export const offerSchema = z.object({
  itemCode: z.string(),
  name: localizedTextSchema,
  description: localizedTextSchema,
  unit: z.enum(ITEM_UNITS),
  /** How much one purchase is: 10 (kg), 1 (piece), 1 (portion). */
  amount: z.number().int(),
  price: z.number().int(),
  /** A meal's picture, served from public/ ('/images/meals/…'); null for luggage. */
  imageUrl: z.string().nullable(),
  dietaryMarks: z.array(z.enum(DIETARY_MARKS)),
  /** Portions left on this flight (meals); null when there is no stock (luggage). */
  stockLeft: z.number().int().nullable(),
  /** False when this coupon already has one (paid or held by an unpaid order), or it would pass the cap. */
  available: z.boolean(),
});
export type AncillaryOffer = z.infer<typeof offerSchema>;

export const queryPricePayload = z.object({
  couponIds: z
    .array(couponIdSchema)
    .min(1, 'ancillaryServer.validation.couponIds')
    .max(18, 'ancillaryServer.validation.couponIds'),
});
export type QueryPricePayload = z.input<typeof queryPricePayload>;

export const couponOffersSchema = z.object({
  couponId: z.number().int(),
  ticketNo: z.string(),
  passengerName: z.string(),
  passengerType: z.enum(['ADT', 'CHD', 'INF']),
  flight: tripFlightSchema,
  eligibility: eligibilitySchema,
  saleClosesAt: z.string(),
  /** The fare's free checked allowance (luggage): shown beside the bundles; null for meals. */
  freeAllowance: z.object({ unit: z.enum(['kg', 'piece']), amount: z.number().int() }).nullable(),
  /** What more this coupon may take, in the offers' unit (kg, pieces or portions). */
  capLeft: z.number().int(),
  /** Item codes this coupon already has (paid, or held by an unpaid order). */
  bought: z.array(z.string()),
  /** Empty when not eligible. */
  offers: z.array(offerSchema),
});
export type CouponOffers = z.infer<typeof couponOffersSchema>;
export const priceData = z.object({ kind: kindSchema, coupons: z.array(couponOffersSchema) });
export type PriceData = z.infer<typeof priceData>;

export const queryPriceListPayload = z.object({
  origin: airportSchema.optional(),
  destination: airportSchema.optional(),
});
export type QueryPriceListPayload = z.input<typeof queryPriceListPayload>;
/** A luggage bundle costs less when bought early: `price` from `fromDaysBefore` days before departure on. */
export const priceTierSchema = z.object({ fromDaysBefore: z.number().int(), price: z.number().int() });
export const priceListItemSchema = offerSchema.omit({ price: true, stockLeft: true, available: true }).extend({
  priceTiers: z.array(priceTierSchema),
  /** Cabins it is served in / sold for. */
  cabins: z.array(z.enum(['F', 'C', 'Y'])),
  /** A meal's departure-time slot; null for luggage. */
  mealTime: z.enum(['breakfast', 'lunch', 'dinner']).nullable(),
});
export type PriceListItem = z.infer<typeof priceListItemSchema>;
export const priceListData = z.object({
  kind: kindSchema,
  routes: z.array(
    z.object({
      origin: z.string(),
      destination: z.string(),
      originName: localizedTextSchema,
      destinationName: localizedTextSchema,
      international: z.boolean(),
      items: z.array(priceListItemSchema),
    }),
  ),
});
export type PriceListData = z.infer<typeof priceListData>;
