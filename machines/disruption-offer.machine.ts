import { assign, setup } from 'xstate';
import { failureCodeIn, failureTransitions } from './kit/failure-transitions';
import { notProvided } from './kit/not-provided';
import type { PageTag } from './kit/page-tag';
import { CHANGE_REFUSALS, type ChangeQuote, type ChangeResult } from '../contract/calls/ticket-changes';
import { DISRUPTION_REFUSALS, type AlternativeFlight, type DisruptionNotice } from '../contract/calls/disruption';
import { failureOf } from '../contract/call-failure';

/** A refusal or failure as the actors report it: the server's code and its message in the reader's language. */
export interface OfferFailure {
  code: string;
  message?: string;
}

/** What the free change asks of the server: the notice's coupons onto one flight. */
export interface FreeChangeRequest {
  orderNo: string;
  ticketIds: number[];
  flightNo: string;
  flightDate: string;
}

/** The offer's page, and the pages the traveller leaves for (the refund, the delay certificate). */
export type DisruptionOfferPage = 'offer' | 'refund' | 'certificate';

export type DisruptionOfferEvent =
  | { type: 'notice.open'; notice: DisruptionNotice }
  | { type: 'change.choose'; flight: AlternativeFlight }
  | { type: 'change.confirm'; idempotencyKey: string }
  | { type: 'change.back' }
  | { type: 'refund.choose' }
  | { type: 'certificate.choose' }
  | { type: 'flow.retry' };

interface DisruptionOfferContext {
  /** The notice the page opened the offer for (order/disruptionNotices). */
  notice?: DisruptionNotice;
  flight?: AlternativeFlight;
  quote?: ChangeQuote;
  /** Chosen once per confirmation, so a retried apply is the same change on the server. */
  idempotencyKey?: string;
  result?: ChangeResult;
  failure?: OfferFailure;
}

const { failedTo, refusedAs } = failureTransitions(failureOf);
/** A flight chosen for the free change is quoted at once. */
const quoteFlight = { target: 'quoting', actions: 'rememberFlight' } as const;
/** Another flight, or back to the three choices: after a quote, or after a refusal of the chosen flight. */
const chooseAgain = { 'change.choose': quoteFlight, 'change.back': 'choosing' } as const;

const requestOf = (context: DisruptionOfferContext): FreeChangeRequest => ({
  orderNo: context.notice!.orderNo,
  ticketIds: context.notice!.ticketIds,
  flightNo: context.flight!.flightNo,
  flightDate: context.flight!.flightDate,
});

/**
 * What the airline offers the traveller of a cancelled or delayed flight (CCAR-273): a free change to another
 * flight of the route (quote, confirm, new ticket), a full refund without fee, or for a delay the delay
 * certificate. Every refusal of the server is a state of its own with a way back.
 */
export const disruptionOfferMachine = setup({
  types: {
    context: {} as DisruptionOfferContext,
    events: {} as DisruptionOfferEvent,
    tags: {} as PageTag<DisruptionOfferPage>,
  },
  actors: {
    quoteFreeChange: notProvided<ChangeQuote, FreeChangeRequest>('quoteFreeChange'),
    applyFreeChange: notProvided<ChangeResult, FreeChangeRequest & { quoteToken: string; idempotencyKey: string }>(
      'applyFreeChange',
    ),
  },
  guards: {
    isDelay: ({ context }) => context.notice?.kind === 'delayed',
    isNotEligible: failureCodeIn(DISRUPTION_REFUSALS.notDisrupted),
    isFlightRefused: failureCodeIn(CHANGE_REFUSALS.flightNotAllowed, CHANGE_REFUSALS.notChangeable),
    isNoSeats: failureCodeIn(CHANGE_REFUSALS.noSeats),
    isQuoteStale: failureCodeIn(CHANGE_REFUSALS.quoteInvalid, CHANGE_REFUSALS.quoteChanged),
  },
  actions: {
    rememberNotice: assign({ notice: ({ event }) => (event.type === 'notice.open' ? event.notice : undefined) }),
    rememberFlight: assign({
      flight: ({ event }) => (event.type === 'change.choose' ? event.flight : undefined),
      quote: undefined,
      failure: undefined,
    }),
    rememberKey: assign({
      idempotencyKey: ({ event }) => (event.type === 'change.confirm' ? event.idempotencyKey : undefined),
    }),
    rememberFailure: assign((_, { failure }: { failure: OfferFailure }) => ({ failure })),
  },
}).createMachine({
  id: 'disruptionOffer',
  context: {},
  initial: 'awaitingNotice',
  states: {
    awaitingNotice: { tags: ['page:offer'], on: { 'notice.open': { target: 'choosing', actions: 'rememberNotice' } } },
    choosing: {
      tags: ['page:offer'],
      on: {
        'change.choose': quoteFlight,
        'refund.choose': 'leftForRefund',
        'certificate.choose': { guard: 'isDelay', target: 'leftForCertificate' },
      },
    },
    quoting: {
      tags: ['page:offer'],
      invoke: {
        id: 'quoteFreeChange',
        src: 'quoteFreeChange',
        input: ({ context }) => requestOf(context),
        onDone: { target: 'confirming', actions: assign({ quote: ({ event }) => event.output }) },
        onError: [
          refusedAs('isNotEligible', 'notEligible'),
          refusedAs('isFlightRefused', 'flightRefused'),
          refusedAs('isNoSeats', 'noSeats'),
          failedTo('failed'),
        ],
      },
    },
    confirming: {
      tags: ['page:offer'],
      on: {
        'change.confirm': { target: 'applying', actions: 'rememberKey' },
        ...chooseAgain,
      },
    },
    applying: {
      tags: ['page:offer'],
      invoke: {
        id: 'applyFreeChange',
        src: 'applyFreeChange',
        input: ({ context }) => ({
          ...requestOf(context),
          quoteToken: context.quote!.quoteToken,
          idempotencyKey: context.idempotencyKey!,
        }),
        onDone: { target: 'changed', actions: assign({ result: ({ event }) => event.output }) },
        onError: [
          refusedAs('isNotEligible', 'notEligible'),
          refusedAs('isNoSeats', 'noSeats'),
          refusedAs('isQuoteStale', 'quoting'),
          failedTo('applyFailed'),
        ],
      },
    },
    flightRefused: { tags: ['page:offer'], on: chooseAgain },
    noSeats: { tags: ['page:offer'], on: chooseAgain },
    // Refunded or changed elsewhere, or the flight is back on time: nothing is left to offer.
    notEligible: { tags: ['page:offer'], type: 'final' },
    failed: { tags: ['page:offer'], on: { 'flow.retry': 'quoting', 'change.back': 'choosing' } },
    // The same key again: if the first try went through, the server answers with that change.
    applyFailed: { tags: ['page:offer'], on: { 'flow.retry': 'applying' } },
    changed: { tags: ['page:offer'], type: 'final' },
    // The refund (fee waived) and the certificate are flows of their own: the host takes the traveller there.
    leftForRefund: { tags: ['page:refund'], type: 'final' },
    leftForCertificate: { tags: ['page:certificate'], type: 'final' },
  },
});
