import * as z from 'zod';
import { text } from '../validators/text';

/** The development calls that set up a ticketed trip, a meal's stock and a wallet's balance for tests. */

export const devTicketedTripPayload = z.object({
  /** Whose booking; without one, the logged-in member's. */
  mobile: text()
    .regex(/^1[3-9]\d{9}$/)
    .optional(),
  /** The outbound flight leaves at least this many hours from now. */
  departsInHours: z
    .number()
    .min(0)
    .max(24 * 60)
    .default(72),
  /** A return flight this many days after the outbound (omit for one way). */
  returnAfterDays: z.number().int().min(1).max(30).optional(),
  passengers: z
    .object({ child: z.boolean().default(true), infant: z.boolean().default(false) })
    .default({ child: true, infant: false }),
});
export type DevTicketedTripPayload = z.input<typeof devTicketedTripPayload>;
export const devTicketedTripData = z.object({
  orders: z.array(
    z.object({
      orderNo: z.string(),
      flightId: z.number().int(),
      departureAt: z.string(),
      coupons: z.array(
        z.object({
          couponId: z.number().int(),
          ticketNo: z.string().nullable(),
          name: z.string(),
          passengerType: z.enum(['ADT', 'CHD', 'INF']),
        }),
      ),
    }),
  ),
});
export const devMealStockPayload = z.object({
  flightId: z.number().int().positive(),
  itemCode: text().min(1).max(20),
  left: z.number().int().min(0).max(999),
});
export const devWalletCreditPayload = z.object({
  amount: z.number().int().min(1).max(10_000),
  mobile: text()
    .regex(/^1[3-9]\d{9}$/)
    .optional(),
});
