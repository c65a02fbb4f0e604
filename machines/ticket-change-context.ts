import {
  CHANGE_REFUSALS,
  type ChangeApplyPayload,
  type ChangeQuote,
  type ChangeQuotePayload,
  type ChangeResult,
} from '../contract/calls/ticket-changes';
import { failureOf } from '../contract/call-failure';

/**
 * What the ticket change chart knows and hears. The chart never names its calls: the app provides the quote
 * and apply actors (the voluntary change's calls, or another change's such as a disrupted flight's free one).
 */

/** A refusal or failure as the actors report it: the server's code and its message in the reader's language. */
export interface ChangeFailure {
  code: string;
  message?: string;
}

/** One passenger on one flight of the order (a coupon), as the change offers it. */
export interface ChangeableCoupon {
  ticketId: number;
  ticketNo: string | null;
  passengerName: string;
  passengerType: 'ADT' | 'CHD' | 'INF';
  segmentId: number;
  flightNo: string;
  flightDate: string;
  origin: string;
  destination: string;
  /** Ticketed, not flown, not refunded or exchanged: the server still has the last word (fare class, timing). */
  open: boolean;
}

export interface ChangeableOrder {
  orderNo: string;
  coupons: ChangeableCoupon[];
}

/** A flight of the chosen day on the same route, from the flight search. */
export interface FlightChoice {
  flightNo: string;
  flightDate: string;
  departureTime: string;
  arrivalTime: string;
  seatsLeft: number;
}

export interface FlightSearchInput {
  origin: string;
  destination: string;
  date: string;
  passengers: number;
}

/** The change's pages: choosing it, then (from the payment on) its result; each state's tag names one. */
export type ChangePage = 'choose' | 'result';

export interface TicketChangeContext {
  orderNo?: string | undefined;
  order?: ChangeableOrder | undefined;
  ticketIds: number[];
  date?: string | undefined;
  flights: FlightChoice[];
  flight?: Pick<FlightChoice, 'flightNo' | 'flightDate'> | undefined;
  quote?: ChangeQuote | undefined;
  /** One per confirmed quote: a retried apply is the same change. */
  idempotencyKey?: string | undefined;
  changeNo?: string | undefined;
  change?: ChangeResult | undefined;
  /** Reads of a paid change not yet made, since the last one the traveller asked for. */
  rechecks: number;
  failure?: ChangeFailure | undefined;
}

export type TicketChangeEvent =
  | { type: 'change.start'; orderNo: string }
  | { type: 'change.track'; changeNo: string }
  | { type: 'coupon.toggle'; ticketId: number }
  | { type: 'coupons.confirm' }
  | { type: 'date.choose'; date: string }
  | { type: 'flight.choose'; flightNo: string; flightDate: string }
  | { type: 'change.confirm' }
  | { type: 'quote.again' }
  | { type: 'payment.check' }
  | { type: 'retry' }
  | { type: 'back' };

export type { ChangeApplyPayload, ChangeQuotePayload };

/** A change afresh: every field named, so starting again forgets all of the last one. */
export const emptyChange: TicketChangeContext = {
  orderNo: undefined,
  order: undefined,
  ticketIds: [],
  date: undefined,
  flights: [],
  flight: undefined,
  quote: undefined,
  idempotencyKey: undefined,
  changeNo: undefined,
  change: undefined,
  rechecks: 0,
  failure: undefined,
};

/** Reads of a paid change before telling the traveller it is still being made. */
export const MAX_CHANGE_RECHECKS = 10;

/** A failed call as the chart keeps it: the contract's one reader. */
export { failureOf };

/** The coupons of the order's segment the traveller started choosing (a change moves one flight at a time). */
export function isChoosableCoupon(context: TicketChangeContext, ticketId: number): boolean {
  const coupon = context.order?.coupons.find((one) => one.ticketId === ticketId);
  if (!coupon?.open) return false;
  const first = context.order!.coupons.find((one) => one.ticketId === context.ticketIds[0]);
  return !first || first.segmentId === coupon.segmentId || context.ticketIds.includes(ticketId);
}

export function toggledTicketIds(context: TicketChangeContext, ticketId: number): number[] {
  return context.ticketIds.includes(ticketId)
    ? context.ticketIds.filter((id) => id !== ticketId)
    : [...context.ticketIds, ticketId];
}

/** The route and party of the chosen coupons: what the flight search is asked for. */
export function flightSearchOf(context: TicketChangeContext): FlightSearchInput {
  const chosen = context.order!.coupons.filter((coupon) => context.ticketIds.includes(coupon.ticketId));
  return {
    origin: chosen[0]!.origin,
    destination: chosen[0]!.destination,
    date: context.date!,
    passengers: chosen.filter((coupon) => coupon.passengerType !== 'INF').length,
  };
}

export function quotePayloadOf(context: TicketChangeContext): ChangeQuotePayload {
  return { orderNo: context.orderNo!, ticketIds: context.ticketIds, ...context.flight! };
}

export function applyPayloadOf(context: TicketChangeContext): ChangeApplyPayload {
  return { ...quotePayloadOf(context), quoteToken: context.quote!.quoteToken, idempotencyKey: context.idempotencyKey! };
}

/** How long the quote may still be applied, by the server's own times (the browser's clock may be off). */
export function quoteLifetimeMs(context: TicketChangeContext): number {
  const quote = context.quote;
  return quote ? Math.max(0, Date.parse(quote.expiresAt) - Date.parse(quote.quotedAt)) : 0;
}

/** Whether an actor's error is one of these refusals. */
export const isIn =
  (codes: readonly string[]) =>
  ({ event }: { event: unknown }) =>
    codes.includes(failureOf((event as { error?: unknown }).error).code);
/** Whether an actor's change result is in one of these statuses. */
export const hasStatus =
  (...statuses: ChangeResult['status'][]) =>
  ({ event }: { event: unknown }) =>
    statuses.includes((event as { output: ChangeResult }).output.status);
/** Which refusals send the traveller where: each is a state of the chart. */
export const REFUSAL_GROUPS = {
  orderNotChangeable: [
    CHANGE_REFUSALS.orderNotFound,
    CHANGE_REFUSALS.orderNotTicketed,
    CHANGE_REFUSALS.pointsOrder,
    CHANGE_REFUSALS.unknownCoupon,
  ],
  notChangeable: [CHANGE_REFUSALS.notChangeable],
  infantWithAdult: [CHANGE_REFUSALS.infantWithAdult, CHANGE_REFUSALS.oneSegment],
  flightRefused: [CHANGE_REFUSALS.flightNotAllowed],
  noSeats: [CHANGE_REFUSALS.noSeats],
  quoteExpired: [CHANGE_REFUSALS.quoteInvalid, CHANGE_REFUSALS.quoteChanged],
} as const;
