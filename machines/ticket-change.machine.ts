import { applyPayloadOf, emptyChange, flightSearchOf, quotePayloadOf, REFUSAL_GROUPS } from './ticket-change-context';
import type { ChangeResult } from '../contract/calls/ticket-changes';
import { ticketChangeSetup } from './ticket-change-setup';

/** A refusal of the quote or the apply call: the state of its group, with the server's message kept. */
const refusedTo = (guard: keyof typeof REFUSAL_GROUPS) => ({
  guard,
  target: guard,
  actions: 'rememberFailure' as const,
});
const rememberChange = {
  type: 'rememberChange' as const,
  params: ({ event }: { event: { output: ChangeResult } }) => ({ change: event.output }),
};
const backToFlights = { back: { target: 'choosingFlight', actions: 'clearFailure' } } as const;
const backToCoupons = { back: { target: 'choosingCoupons', actions: 'clearFailure' } } as const;

/**
 * A voluntary ticket change (改期): choose passengers of one flight of the order, a day and a flight of that
 * day on the same route, see each passenger's quote (change fee, fare and tax difference), confirm. A change
 * that costs nothing is made at once; one that costs money is a payable (CG…) paid on the one payment page,
 * then read back until it is made. Every refusal of the server is a state with a way on.
 */
export const ticketChangeMachine = ticketChangeSetup.createMachine({
  id: 'ticketChange',
  context: emptyChange,
  initial: 'idle',
  on: {
    'change.start': { target: '.loadingOrder', actions: 'startChange' },
    'change.track': { target: '.readingChange', actions: 'trackChange' },
  },
  states: {
    idle: { tags: ['page:choose'] },
    loadingOrder: {
      tags: ['page:choose'],
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => ({ orderNo: context.orderNo! }),
        onDone: {
          target: 'choosingCoupons',
          actions: { type: 'rememberOrder', params: ({ event }) => ({ order: event.output }) },
        },
        onError: { target: 'orderFailed', actions: 'rememberFailure' },
      },
    },
    orderFailed: { tags: ['page:choose'], on: { retry: { target: 'loadingOrder', actions: 'clearFailure' } } },
    choosingCoupons: {
      tags: ['page:choose'],
      on: {
        'coupon.toggle': { guard: 'isChoosable', actions: 'toggleCoupon' },
        'coupons.confirm': { guard: 'hasChosenCoupons', target: 'choosingDate' },
      },
    },
    choosingDate: {
      tags: ['page:choose'],
      on: { 'date.choose': { target: 'searchingFlights', actions: 'rememberDate' }, back: 'choosingCoupons' },
    },
    searchingFlights: {
      tags: ['page:choose'],
      invoke: {
        id: 'searchFlights',
        src: 'searchFlights',
        input: ({ context }) => flightSearchOf(context),
        onDone: [
          {
            guard: 'hasFlights',
            target: 'choosingFlight',
            actions: { type: 'rememberFlights', params: ({ event }) => ({ flights: event.output }) },
          },
          { target: 'noFlights' },
        ],
        onError: { target: 'searchFailed', actions: 'rememberFailure' },
      },
    },
    noFlights: {
      tags: ['page:choose'],
      on: { 'date.choose': { target: 'searchingFlights', actions: 'rememberDate' }, ...backToCoupons },
    },
    searchFailed: {
      tags: ['page:choose'],
      on: { retry: 'searchingFlights', back: { target: 'choosingDate', actions: 'clearFailure' } },
    },
    choosingFlight: {
      tags: ['page:choose'],
      on: {
        'flight.choose': { target: 'quoting', actions: 'rememberFlight' },
        'date.choose': { target: 'searchingFlights', actions: 'rememberDate' },
        back: 'choosingCoupons',
      },
    },
    quoting: {
      tags: ['page:choose'],
      invoke: {
        id: 'quoteChange',
        src: 'quoteChange',
        input: ({ context }) => quotePayloadOf(context),
        onDone: {
          target: 'quoted',
          actions: { type: 'rememberQuote', params: ({ event }) => ({ quote: event.output }) },
        },
        onError: [
          refusedTo('orderNotChangeable'),
          refusedTo('notChangeable'),
          refusedTo('infantWithAdult'),
          refusedTo('flightRefused'),
          refusedTo('noSeats'),
          { target: 'quoteFailed', actions: 'rememberFailure' },
        ],
      },
    },
    quoted: {
      tags: ['page:choose'],
      after: { QUOTE_LIFETIME: 'quoteExpired' },
      on: { 'change.confirm': { target: 'applying', actions: 'issueIdempotencyKey' }, back: 'choosingFlight' },
    },
    quoteFailed: {
      tags: ['page:choose'],
      on: { retry: { target: 'quoting', actions: 'clearFailure' }, ...backToFlights },
    },
    orderNotChangeable: { tags: ['page:choose'], on: backToCoupons },
    notChangeable: { tags: ['page:choose'], on: backToCoupons },
    infantWithAdult: { tags: ['page:choose'], on: backToCoupons },
    flightRefused: { tags: ['page:choose'], on: backToFlights },
    noSeats: { tags: ['page:choose'], on: backToFlights },
    quoteExpired: {
      tags: ['page:choose'],
      on: { 'quote.again': { target: 'quoting', actions: 'clearFailure' }, ...backToFlights },
    },
    applying: {
      tags: ['page:choose'],
      invoke: {
        id: 'applyChange',
        src: 'applyChange',
        input: ({ context }) => applyPayloadOf(context),
        onDone: [
          { guard: 'isDone', target: 'done', actions: rememberChange },
          { target: 'awaitingPayment', actions: rememberChange },
        ],
        onError: [
          refusedTo('quoteExpired'),
          refusedTo('notChangeable'),
          refusedTo('noSeats'),
          refusedTo('flightRefused'),
          { target: 'applyFailed', actions: 'rememberFailure' },
        ],
      },
    },
    // The same idempotency key: a retry that reached the server the first time answers that change.
    applyFailed: {
      tags: ['page:choose'],
      on: { retry: 'applying', back: { target: 'quoted', actions: 'clearFailure' } },
    },
    awaitingPayment: {
      tags: ['page:result'],
      on: { 'payment.check': { target: 'readingChange', actions: 'resetRechecks' } },
    },
    readingChange: {
      tags: ['page:result'],
      entry: 'countRecheck',
      invoke: {
        id: 'readChange',
        src: 'readChange',
        input: ({ context }) => ({ changeNo: context.changeNo! }),
        onDone: [
          { guard: 'isDone', target: 'done', actions: rememberChange },
          { guard: 'isUnpaid', target: 'awaitingPayment', actions: rememberChange },
          { guard: 'isCanceled', target: 'expired', actions: rememberChange },
          { target: 'beingMade', actions: rememberChange },
        ],
        onError: { target: 'readFailed', actions: 'rememberFailure' },
      },
    },
    beingMade: {
      tags: ['page:result'],
      always: { guard: 'canRecheck', target: 'waitingToRecheck' },
      on: { 'payment.check': { target: 'readingChange', actions: 'resetRechecks' } },
    },
    waitingToRecheck: { tags: ['page:result'], after: { CHANGE_RECHECK_INTERVAL: 'readingChange' } },
    readFailed: {
      tags: ['page:result'],
      on: { retry: { target: 'readingChange', actions: ['clearFailure', 'resetRechecks'] } },
    },
    expired: { tags: ['page:result'] },
    done: { tags: ['page:result'] },
  },
});
