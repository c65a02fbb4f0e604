import { bookFlightCall, bookFlightInterCall, type BookFlightPayload } from '../../../../contract/calls/orders';
import type { OrderRefusal, PlaceOrderInput, PlacedOrder } from '../../../../machines/booking-trip';
import { ApiError } from '../../../api/client';
import { request } from '../../../api/request';
import { saveFrequentPassengers } from '../passengers/passengers-api';
import { frequentPassengersOf, tripKindOf } from './passenger-party';

/** The order call's payload: the draft's parts as the passenger step converted them, with the chosen fares. */
export function orderPayloadOf(input: PlaceOrderInput): BookFlightPayload {
  const { passengers, contact, insurance, agreementAccepted } = input.draft;
  return {
    idempotencyKey: input.idempotencyKey,
    orderKind: input.market,
    segments: input.segments.map(({ flightNo, flightDate, bookingClass, quotedAdultFare }) => ({
      flightNo,
      flightDate,
      bookingClass,
      quotedAdultFare,
    })),
    passengers,
    contact,
    agreementAccepted,
    ...(insurance ? { insurance } : {}),
  };
}

/** A refusal becomes its code and data (what the chart acts on); a lost reply has no code: the chart calls it NETWORK. */
export function refusalOfError(error: unknown): OrderRefusal | unknown {
  if (!(error instanceof ApiError)) return error;
  const code = error.reply.resultCode ?? error.reply.code;
  return code ? { code, data: error.reply.data, message: error.message } : error;
}

/** The wizard's placeOrder actor: bookFlight for domestic and points orders, bookFlightInter for international ones. */
export async function placeOrder(input: PlaceOrderInput, signal?: AbortSignal): Promise<PlacedOrder> {
  const call = input.market === 'international' ? bookFlightInterCall : bookFlightCall;
  let placed: PlacedOrder;
  try {
    placed = await request(call, orderPayloadOf(input), { signal });
  } catch (error) {
    throw refusalOfError(error);
  }
  // Saving frequent passengers is a courtesy: the order stands whatever the member-ffp call answers.
  const toSave = frequentPassengersOf(input.draft, tripKindOf(input.market));
  if (toSave.length) await saveFrequentPassengers(toSave).catch(() => undefined);
  return placed;
}
