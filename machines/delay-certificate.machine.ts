import { assign, setup } from 'xstate';
import { failureCodeIn, failureTransitions } from './kit/failure-transitions';
import { notProvided } from './kit/not-provided';
import type { PageTag } from './kit/page-tag';
import type { Certificate, CertificateDelivery, SegmentChoice } from '../contract/calls/delay-certificate';
import { failureOf } from '../contract/call-failure';

/** How the traveller is found: ticket number or document number, with the name as ticketed. */
export interface TravellerLookup {
  ticketNo?: string;
  documentNo?: string;
  name: string;
}

/** What opens an issued certificate again (its PDF, its e-mail): the number with its verification code. */
export type CertificateAccess = Pick<Certificate, 'certificateNo' | 'verificationCode'>;

/** A refusal or failure as the actors report it: the server's code and its message in the reader's language. */
export interface CertificateFailure {
  code: string;
  message?: string;
}

/** The certificate's pages: applying, then the certificate; each state's tag names one. */
export type DelayCertificatePage = 'apply' | 'certificate';

export type DelayCertificateEvent =
  | { type: 'ticket.find'; lookup: TravellerLookup }
  | { type: 'ticket.change' }
  | { type: 'segment.choose'; couponId: number; delivery?: CertificateDelivery }
  | { type: 'segment.back' }
  | { type: 'certificate.download' }
  | { type: 'certificate.email'; email: string }
  | { type: 'certificate.resend' }
  | { type: 'flow.retry' };

interface DelayCertificateContext {
  lookup?: TravellerLookup;
  /** Each segment as the server lists it: eligible (refusal null) or with the reason it is not. */
  segments: SegmentChoice[];
  couponId?: number;
  delivery?: CertificateDelivery;
  certificate?: Certificate;
  email?: string;
  /** Where the server says it sent the mail (masked). */
  sentTo?: string;
  failure?: CertificateFailure;
}

const { failedTo, refusedAs } = failureTransitions(failureOf);
/** Back to the ticket search, nothing of the last traveller kept: another ticket, or a retry. */
const startOver = { target: 'findingTicket', actions: 'forgetTraveller' } as const;
/** A refusal of the chosen segment (not delayed, not yet operated, too old): another segment, or another ticket. */
const segmentRefused = {
  tags: ['page:apply'],
  on: { 'segment.back': 'choosingSegment', 'ticket.change': startOver },
} as const;

/**
 * The delay certificate, /serve/delayProve → proveRsg: find the ticket, choose the delayed or cancelled
 * segment, apply, then download, e-mail or resend the certificate. Each refusal of the server (no ticket
 * for that name, not delayed, not yet operated, over a year ago) is a state of its own with a way back.
 */
export const delayCertificateMachine = setup({
  types: {
    context: {} as DelayCertificateContext,
    events: {} as DelayCertificateEvent,
    tags: {} as PageTag<DelayCertificatePage>,
  },
  actors: {
    findSegments: notProvided<SegmentChoice[], TravellerLookup>('findSegments'),
    applyForCertificate: notProvided<
      Certificate,
      { lookup: TravellerLookup; couponId: number; delivery?: CertificateDelivery }
    >('applyForCertificate'),
    downloadCertificate: notProvided<void, CertificateAccess>('downloadCertificate'),
    emailCertificate: notProvided<string, CertificateAccess & { email: string }>('emailCertificate'),
  },
  guards: {
    isNoTicket: failureCodeIn('DELAY_NO_TICKET'),
    isNotDelayed: failureCodeIn('DELAY_NOT_DELAYED'),
    isNotOperated: failureCodeIn('DELAY_NOT_OPERATED'),
    isTooOld: failureCodeIn('DELAY_TOO_OLD'),
    hasEmail: ({ context }) => Boolean(context.email),
  },
  actions: {
    rememberLookup: assign({
      lookup: ({ event }) => (event.type === 'ticket.find' ? event.lookup : undefined),
      failure: undefined,
    }),
    rememberChoice: assign(({ event }) =>
      event.type === 'segment.choose' ? { couponId: event.couponId, delivery: event.delivery, failure: undefined } : {},
    ),
    rememberEmail: assign({ email: ({ event }) => (event.type === 'certificate.email' ? event.email : undefined) }),
    rememberFailure: assign((_, { failure }: { failure: CertificateFailure }) => ({ failure })),
    forgetTraveller: assign({ lookup: undefined, segments: [], couponId: undefined, failure: undefined }),
  },
}).createMachine({
  id: 'delayCertificate',
  context: { segments: [] },
  initial: 'findingTicket',
  states: {
    findingTicket: {
      tags: ['page:apply'],
      on: { 'ticket.find': { target: 'searching', actions: 'rememberLookup' } },
    },
    searching: {
      tags: ['page:apply'],
      invoke: {
        id: 'findSegments',
        src: 'findSegments',
        input: ({ context }) => context.lookup!,
        onDone: { target: 'choosingSegment', actions: assign({ segments: ({ event }) => event.output }) },
        onError: [refusedAs('isNoTicket', 'noTicket'), failedTo('failed')],
      },
    },
    noTicket: {
      tags: ['page:apply'],
      on: { 'ticket.find': { target: 'searching', actions: 'rememberLookup' } },
    },
    choosingSegment: {
      tags: ['page:apply'],
      on: {
        'segment.choose': { target: 'applying', actions: 'rememberChoice' },
        'ticket.change': startOver,
      },
    },
    applying: {
      tags: ['page:apply'],
      invoke: {
        id: 'applyForCertificate',
        src: 'applyForCertificate',
        input: ({ context }) => ({ lookup: context.lookup!, couponId: context.couponId!, delivery: context.delivery }),
        onDone: { target: 'certificate', actions: assign({ certificate: ({ event }) => event.output }) },
        onError: [
          refusedAs('isNoTicket', 'noTicket'),
          refusedAs('isNotDelayed', 'notDelayed'),
          refusedAs('isNotOperated', 'notOperated'),
          refusedAs('isTooOld', 'tooOld'),
          failedTo('failed'),
        ],
      },
    },
    notDelayed: segmentRefused,
    notOperated: segmentRefused,
    tooOld: segmentRefused,
    certificate: {
      tags: ['page:certificate'],
      on: {
        'certificate.download': 'downloading',
        'certificate.email': { target: 'emailing', actions: 'rememberEmail' },
        'ticket.change': startOver,
      },
    },
    downloading: {
      tags: ['page:certificate'],
      invoke: {
        id: 'downloadCertificate',
        src: 'downloadCertificate',
        input: ({ context }) => context.certificate!,
        onDone: 'certificate',
        onError: failedTo('deliveryFailed'),
      },
    },
    emailing: {
      tags: ['page:certificate'],
      invoke: {
        id: 'emailCertificate',
        src: 'emailCertificate',
        input: ({ context }) => ({ ...context.certificate!, email: context.email! }),
        onDone: { target: 'emailed', actions: assign({ sentTo: ({ event }) => event.output }) },
        onError: failedTo('deliveryFailed'),
      },
    },
    emailed: {
      tags: ['page:certificate'],
      on: {
        'certificate.resend': { guard: 'hasEmail', target: 'emailing' },
        'certificate.email': { target: 'emailing', actions: 'rememberEmail' },
        'certificate.download': 'downloading',
        'ticket.change': startOver,
      },
    },
    deliveryFailed: {
      tags: ['page:certificate'],
      on: {
        'certificate.download': 'downloading',
        'certificate.email': { target: 'emailing', actions: 'rememberEmail' },
      },
    },
    failed: { tags: ['page:apply'], on: { 'flow.retry': startOver } },
  },
});
