import type { BookingForms } from '../contract/booking/booking-forms';
import type { BookFlightData, BookFlightPayload } from '../contract/calls/orders';
import type { FlightSearch } from '../contract/first-load/flight-search-rules';

/**
 * What the booking wizard remembers about a trip, and the pure rules its chart asks about: which legs a
 * trip has, which fares an order quotes, how a refused order is read, when an offer has expired.
 */
/** The wizard's pages: each step's tag names one (an expired offer and the paid order show wherever the traveller is). */
export type BookingPage = 'results' | 'passengers' | 'confirm' | 'payment';

export type BookingMarket = 'domestic' | 'international' | 'points';
export type TripLeg = 'outbound' | 'return';

/** One chosen fare as the traveller saw it: the order quotes this adult fare back to the server. */
export interface FareQuote {
  flightNo: string;
  flightDate: string;
  bookingClass: string;
  quotedAdultFare: number;
  /** Points an adult pays on a points ticket, as the flight list offered it (exchangeStandard); null where the cabin has none. */
  adultPoints?: number | null;
  /** Per adult, CNY: shown on the confirm page (children's and infants' follow from the contract's pricing). */
  taxes?: { airportFee: number; fuelSurcharge: number };
  /** Where and when it flies, kept so the confirm page needs no second search after a reload. */
  schedule?: FareSchedule;
}

export interface FareSchedule {
  origin: string;
  destination: string;
  departureTime: string;
  arrivalTime: string;
  arrivalDayOffset: number;
}

/**
 * What the passenger step hands the wizard: the order call's passengers, contact, insurance and agreement,
 * converted once from the form, and the form itself so the traveller comes back to what they typed.
 */
export interface OrderDraft extends Pick<
  BookFlightPayload,
  'passengers' | 'contact' | 'insurance' | 'agreementAccepted'
> {
  forms: BookingForms;
}

/** The order call's reply, as parsed with the contract's schema. */
export type PlacedOrder = BookFlightData;

/** A segment whose adult fare moved between the quote and the order. */
export interface FareChange {
  flightNo: string;
  flightDate?: string;
  quotedAdultFare: number;
  currentAdultFare: number;
}

/** What the injected placeOrder actor receives. */
export interface PlaceOrderInput {
  idempotencyKey: string;
  market: BookingMarket;
  search: FlightSearch;
  segments: FareQuote[];
  draft: OrderDraft;
}

/** How the placeOrder actor fails: a refusal code of the order call (or NETWORK), with the refusal's data. */
export interface OrderRefusal {
  code: string;
  data?: unknown;
}

export const REFUSAL_CODES = { fareChanged: 'FARE_CHANGED', soldOut: 'SOLD_OUT', network: 'NETWORK' } as const;

/** A selection not ordered within this time has to be searched again: fares and seats move. */
export const OFFER_VALIDITY_MS = 30 * 60_000;

export function refusalOf(error: unknown): OrderRefusal {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return { code: REFUSAL_CODES.network };
  return { code, data: (error as { data?: unknown }).data };
}

/** The refusal's words a message names (the passenger, the flight and its day), keeping only strings. */
export function refusalNamesOf(refusal: OrderRefusal): Record<string, string> {
  const data = (refusal.data ?? {}) as Record<string, unknown>;
  const names = ['name', 'flightNo', 'flightDate'].filter((key) => typeof data[key] === 'string');
  return Object.fromEntries(names.map((key) => [key, data[key] as string]));
}

/** The refusal's changed segments, keeping only well-formed ones. */
export function fareChangesOf(refusal: OrderRefusal): FareChange[] {
  const segments = (refusal.data as { segments?: unknown } | undefined)?.segments;
  if (!Array.isArray(segments)) return [];
  return segments.filter(
    (segment): segment is FareChange =>
      typeof segment?.flightNo === 'string' &&
      typeof segment.quotedAdultFare === 'number' &&
      typeof segment.currentAdultFare === 'number',
  );
}

/** Which leg a sold-out refusal names (its data's flightNo, or the first of its segments); the outbound when unknown. */
export function soldOutLegOf(refusal: OrderRefusal, outbound?: FareQuote, inbound?: FareQuote): TripLeg {
  const data = refusal.data as { flightNo?: unknown; segments?: { flightNo?: unknown }[] } | undefined;
  const flightNo = data?.flightNo ?? data?.segments?.[0]?.flightNo;
  if (inbound && flightNo === inbound.flightNo && flightNo !== outbound?.flightNo) return 'return';
  return 'outbound';
}

export function segmentsOf(outbound?: FareQuote, inbound?: FareQuote): FareQuote[] {
  return [outbound, inbound].filter((segment): segment is FareQuote => segment !== undefined);
}

/** The quotes with each changed segment's current fare, for an order the traveller re-submits. */
export function withCurrentFares(quote: FareQuote | undefined, changes: readonly FareChange[]): FareQuote | undefined {
  if (!quote) return quote;
  const change = changes.find(
    (item) => item.flightNo === quote.flightNo && (!item.flightDate || item.flightDate === quote.flightDate),
  );
  return change ? { ...quote, quotedAdultFare: change.currentAdultFare } : quote;
}

/** Before an order: the selection is too old. After it: the order's seat hold has run out. */
export function isOfferExpired(now: number, selectedAt: number | undefined, order: PlacedOrder | undefined): boolean {
  if (order) return now >= Date.parse(order.holdUntil);
  return selectedAt !== undefined && now - selectedAt >= OFFER_VALIDITY_MS;
}
