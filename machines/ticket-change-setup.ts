import { assertEvent, assign, setup } from 'xstate';
import { notProvided } from './kit/not-provided';
import type { PageTag } from './kit/page-tag';
import type { ChangeQuote, ChangeResult } from '../contract/calls/ticket-changes';
import {
  emptyChange,
  failureOf,
  hasStatus,
  isIn,
  isChoosableCoupon,
  MAX_CHANGE_RECHECKS,
  quoteLifetimeMs,
  REFUSAL_GROUPS,
  toggledTicketIds,
  type ChangeableOrder,
  type ChangeApplyPayload,
  type ChangeQuotePayload,
  type FlightChoice,
  type FlightSearchInput,
  type TicketChangeContext,
  type TicketChangeEvent,
  type ChangePage,
} from './ticket-change-context';

/**
 * What the ticket change chart works with: the calls the app provides (a voluntary change's, or another change's
 * on the same core), the guards on the traveller's choices and the server's answers, the actions that keep the
 * change in context, and the quote's lifetime and the recheck interval.
 */
export const ticketChangeSetup = setup({
  types: { context: {} as TicketChangeContext, events: {} as TicketChangeEvent, tags: {} as PageTag<ChangePage> },
  actors: {
    loadOrder: notProvided<ChangeableOrder, { orderNo: string }>('loadOrder'),
    searchFlights: notProvided<FlightChoice[], FlightSearchInput>('searchFlights'),
    // The change's own calls: a voluntary change, or another kind of change on the same core.
    quoteChange: notProvided<ChangeQuote, ChangeQuotePayload>('quoteChange'),
    applyChange: notProvided<ChangeResult, ChangeApplyPayload>('applyChange'),
    readChange: notProvided<ChangeResult, { changeNo: string }>('readChange'),
  },
  guards: {
    isChoosable: ({ context, event }) => (
      assertEvent(event, 'coupon.toggle'),
      isChoosableCoupon(context, event.ticketId)
    ),
    hasChosenCoupons: ({ context }) => context.ticketIds.length > 0,
    hasFlights: ({ event }) => (event as unknown as { output: FlightChoice[] }).output.length > 0,
    isDone: hasStatus('done'),
    isUnpaid: hasStatus('unpaid', 'pay_failed'),
    isCanceled: hasStatus('canceled'),
    canRecheck: ({ context }) => context.rechecks < MAX_CHANGE_RECHECKS,
    orderNotChangeable: isIn(REFUSAL_GROUPS.orderNotChangeable),
    notChangeable: isIn(REFUSAL_GROUPS.notChangeable),
    infantWithAdult: isIn(REFUSAL_GROUPS.infantWithAdult),
    flightRefused: isIn(REFUSAL_GROUPS.flightRefused),
    noSeats: isIn(REFUSAL_GROUPS.noSeats),
    quoteExpired: isIn(REFUSAL_GROUPS.quoteExpired),
  },
  actions: {
    startChange: assign(
      ({ event }) => (assertEvent(event, 'change.start'), { ...emptyChange, orderNo: event.orderNo }),
    ),
    trackChange: assign(
      ({ event }) => (assertEvent(event, 'change.track'), { ...emptyChange, changeNo: event.changeNo }),
    ),
    rememberOrder: assign((_, { order }: { order: ChangeableOrder }) => ({ order, failure: undefined })),
    toggleCoupon: assign(
      ({ context, event }) => (
        assertEvent(event, 'coupon.toggle'),
        { ticketIds: toggledTicketIds(context, event.ticketId) }
      ),
    ),
    rememberDate: assign(({ event }) => (assertEvent(event, 'date.choose'), { date: event.date, failure: undefined })),
    rememberFlights: assign((_, { flights }: { flights: FlightChoice[] }) => ({ flights })),
    rememberFlight: assign(
      ({ event }) => (
        assertEvent(event, 'flight.choose'),
        { flight: { flightNo: event.flightNo, flightDate: event.flightDate }, failure: undefined }
      ),
    ),
    rememberQuote: assign((_, { quote }: { quote: ChangeQuote }) => ({ quote, failure: undefined })),
    // Replaced in tests and on /flows; crypto.randomUUID exists in browsers and in Node 20.
    issueIdempotencyKey: assign({ idempotencyKey: () => globalThis.crypto.randomUUID() }),
    rememberChange: assign((_, { change }: { change: ChangeResult }) => ({
      change,
      changeNo: change.changeNo,
      failure: undefined,
    })),
    countRecheck: assign({ rechecks: ({ context }) => context.rechecks + 1 }),
    resetRechecks: assign({ rechecks: 0 }),
    rememberFailure: assign({ failure: ({ event }) => failureOf((event as { error?: unknown }).error) }),
    clearFailure: assign({ failure: undefined }),
  },
  delays: {
    QUOTE_LIFETIME: ({ context }) => quoteLifetimeMs(context),
    CHANGE_RECHECK_INTERVAL: 2_000,
  },
});
