import * as z from 'zod';
import { contractCall } from '../call';
import { CALLS } from '../call-paths';
import { orderData } from '../ancillaries/ancillary-order-schemas';
import { queryPassengerNamePayload, tripFlightSchema } from '../ancillaries/ancillary-trip-schemas';
import { text } from '../validators/text';

/**
 * combi/v1/queryCombiByCombiId: a booking and the extras bought for it, together. The combination's id is
 * the flight order's number; the lookup takes the name of a passenger on it too, and shows only its own
 * member's booking (anyone else is answered as for a number that does not exist).
 */
export const COMBI_REFUSALS = { notFound: 'COMBI_NOT_FOUND' } as const;

export const queryCombiByCombiIdPayload = z.object({
  combiId: text('ancillaryServer.validation.orderNo')
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{6,32}$/, 'ancillaryServer.validation.orderNo'),
  passengerName: queryPassengerNamePayload.shape.passengerName,
});
export type QueryCombiByCombiIdPayload = z.input<typeof queryCombiByCombiIdPayload>;

export const queryCombiByCombiIdData = z.object({
  combiId: z.string(),
  pnr: z.string(),
  /** The booking's flights, earliest first. */
  flights: z.array(tripFlightSchema),
  /** Its passengers' names as ticketed. */
  passengers: z.array(z.string()),
  /** The extras bought for its tickets, newest first: luggage, then meals. */
  luggage: z.array(orderData),
  meal: z.array(orderData),
});
export type QueryCombiByCombiIdData = z.infer<typeof queryCombiByCombiIdData>;

export const queryCombiByCombiIdCall = contractCall({
  path: CALLS.queryCombiByCombiId,
  payload: queryCombiByCombiIdPayload,
  reply: queryCombiByCombiIdData,
});
