import { assertEvent, assign, fromCallback, setup } from 'xstate';
import { notProvided } from './kit/not-provided';
import {
  freshTokenDataSchema,
  newDeviceDataSchema,
  refusalDataSchema,
  sliderMessageSchema,
  sliderRequiredDataSchema,
} from '../contract/risk';
import { isSucceededReply, type RiskReply } from './risk-reply';

export type { RiskReply } from './risk-reply';

/**
 * One request through the risk-control flow of spec 4: send it, and act on the adsCode of the reply.
 * '003' store the new fingerprint and token, retry once; '004' store the fresh token, retry;
 * '002' open the slider, resend with its result; '001'/'1408' end the session; '005'/'1404'/'1401'/'1500' refuse.
 * Sending, the slider and every effect are injected by the request client.
 */
export interface SendInput {
  retryCount: number;
  riskParam?: string;
}

export interface SliderInput {
  url: string;
}

export interface RiskFlowInput {
  /** The stored device fingerprint ('' before the first '003'). */
  dfp: string;
  /** The site's origin: the slider page is resolved against it and must post from its own origin. */
  siteOrigin: string;
}

export type RiskOutcome = 'succeeded' | 'rejected' | 'refused' | 'sessionEnded' | 'verificationFailed' | 'unreachable';

export interface RiskFlowOutput {
  outcome: RiskOutcome;
  reply?: RiskReply;
  error?: unknown;
}

export type RiskFlowEvent = { type: 'slider.message'; origin: string; data: unknown } | { type: 'slider.closed' };

interface RiskFlowContext extends RiskFlowInput {
  retryCount: number;
  fingerprintRetried: boolean;
  tokenRefreshes: number;
  sliderRounds: number;
  riskParam?: string;
  slider?: { url: string; origin: string };
  reply?: RiskReply;
  error?: unknown;
  outcome?: RiskOutcome;
}

export const MAX_TOKEN_REFRESHES = 2;
export const MAX_SLIDER_ROUNDS = 2;
export const SLIDER_TIMEOUT_MS = 180_000;

const SESSION_ENDED = ['001', '1408'];
const REFUSED = ['005', '1404', '1401', '1500'];

// The reply the request brought back, read once where it arrives: guards and actions get it typed.
type ReplyParams = { reply: RiskReply };
const replyIn = ({ event }: { event: { output: RiskReply } }): ReplyParams => ({ reply: event.output });
const fingerprintOf = ({ event }: { event: { output: RiskReply } }) =>
  newDeviceDataSchema.parse(event.output.body.adsData);
const tokenOf = ({ event }: { event: { output: RiskReply } }) => freshTokenDataSchema.parse(event.output.body.adsData);
function refusalOf({ context }: { context: RiskFlowContext }) {
  const text = refusalDataSchema.safeParse(context.reply?.body.adsData);
  return { code: context.reply?.body.adsCode ?? '', text: text.success ? text.data : '' };
}
/** The server names the dfp the request came with; the slider's pass must be bound to that one. */
function sliderAddress(context: RiskFlowContext, adsData: unknown): { url: string; origin: string } {
  const { url, dfp } = sliderRequiredDataSchema.parse(adsData);
  const absolute = new URL(url + encodeURIComponent(dfp || context.dfp), context.siteOrigin);
  return { url: absolute.href, origin: absolute.origin };
}

const keepReply = { type: 'keepReply', params: replyIn } as const;

export const riskFlowMachine = setup({
  types: {
    context: {} as RiskFlowContext,
    events: {} as RiskFlowEvent,
    input: {} as RiskFlowInput,
    output: {} as RiskFlowOutput,
  },
  actors: {
    sendRequest: notProvided<RiskReply, SendInput>('sendRequest'),
    /** Opens the slider; sends back 'slider.message' for each window message and 'slider.closed'; closes on stop. */
    openSlider: fromCallback<RiskFlowEvent, SliderInput>(() => () => {}),
  },
  actions: {
    storeFingerprint: (_, _params: { dfp: string; token: string }) => {},
    storeToken: (_, _params: { token: string }) => {},
    clearSession: () => {},
    goToLogin: () => {},
    showRefusal: (_, _params: { code: string; text: string }) => {},
    showVerificationFailed: () => {},
    settle: assign({ outcome: (_, params: { outcome: RiskOutcome }) => params.outcome }),
    keepReply: assign((_, { reply }: ReplyParams) => ({ reply })),
    keepError: assign((_, { error }: { error: unknown }) => ({ error })),
    adoptFingerprint: assign((_, { reply }: ReplyParams) => ({
      dfp: newDeviceDataSchema.parse(reply.body.adsData).dfp,
      fingerprintRetried: true,
    })),
    countTokenRefresh: assign({ tokenRefreshes: ({ context }) => context.tokenRefreshes + 1 }),
    countRetry: assign({ retryCount: ({ context }) => context.retryCount + 1 }),
    rememberSlider: assign(({ context }, { reply }: ReplyParams) => ({
      slider: sliderAddress(context, reply.body.adsData),
      sliderRounds: context.sliderRounds + 1,
    })),
    storeRiskParam: assign(({ event }) => {
      assertEvent(event, 'slider.message');
      return { riskParam: sliderMessageSchema.parse(event.data).result };
    }),
  },
  guards: {
    isSuccess: (_, { reply }: ReplyParams) => isSucceededReply(reply),
    isNewDevice: ({ context }, { reply }: ReplyParams) =>
      reply.body.adsCode === '003' &&
      !context.fingerprintRetried &&
      newDeviceDataSchema.safeParse(reply.body.adsData).success,
    isTokenExpired: ({ context }, { reply }: ReplyParams) =>
      reply.body.adsCode === '004' &&
      context.tokenRefreshes < MAX_TOKEN_REFRESHES &&
      freshTokenDataSchema.safeParse(reply.body.adsData).success,
    isSliderRequired: ({ context }, { reply }: ReplyParams) =>
      reply.body.adsCode === '002' &&
      context.sliderRounds < MAX_SLIDER_ROUNDS &&
      sliderRequiredDataSchema.safeParse(reply.body.adsData).success,
    isSessionEnded: (_, { reply }: ReplyParams) => SESSION_ENDED.includes(reply.body.adsCode ?? ''),
    isRefused: (_, { reply }: ReplyParams) => REFUSED.includes(reply.body.adsCode ?? ''),
    /** Only the slider page itself may answer, and only in the agreed shape. */
    isTrustedSliderResult: ({ context, event }) =>
      event.type === 'slider.message' &&
      event.origin === context.slider?.origin &&
      sliderMessageSchema.safeParse(event.data).success,
  },
  delays: {
    SLIDER_TIMEOUT: SLIDER_TIMEOUT_MS,
  },
}).createMachine({
  id: 'riskFlow',
  context: ({ input }) => ({ ...input, retryCount: 1, fingerprintRetried: false, tokenRefreshes: 0, sliderRounds: 0 }),
  initial: 'sending',
  states: {
    sending: {
      invoke: {
        id: 'sendRequest',
        src: 'sendRequest',
        input: ({ context }) => ({ retryCount: context.retryCount, riskParam: context.riskParam }),
        onDone: [
          { guard: { type: 'isSuccess', params: replyIn }, target: 'succeeded', actions: keepReply },
          {
            guard: { type: 'isNewDevice', params: replyIn },
            target: 'sending',
            reenter: true,
            actions: [
              keepReply,
              { type: 'storeFingerprint', params: fingerprintOf },
              { type: 'adoptFingerprint', params: replyIn },
              'countRetry',
            ],
          },
          {
            guard: { type: 'isTokenExpired', params: replyIn },
            target: 'sending',
            reenter: true,
            actions: [keepReply, { type: 'storeToken', params: tokenOf }, 'countTokenRefresh', 'countRetry'],
          },
          {
            guard: { type: 'isSliderRequired', params: replyIn },
            target: 'verifying',
            actions: [keepReply, { type: 'rememberSlider', params: replyIn }],
          },
          { guard: { type: 'isSessionEnded', params: replyIn }, target: 'sessionEnded', actions: keepReply },
          { guard: { type: 'isRefused', params: replyIn }, target: 'refused', actions: keepReply },
          { target: 'rejected', actions: keepReply },
        ],
        onError: {
          target: 'unreachable',
          actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    verifying: {
      invoke: {
        id: 'openSlider',
        src: 'openSlider',
        input: ({ context }) => ({ url: context.slider!.url }),
        onError: { target: 'verificationFailed' },
      },
      after: { SLIDER_TIMEOUT: { target: 'verificationFailed' } },
      on: {
        // Any other message (another origin, another shape) is ignored: the slider stays open.
        'slider.message': {
          guard: 'isTrustedSliderResult',
          target: 'sending',
          actions: ['storeRiskParam', 'countRetry'],
        },
        'slider.closed': { target: 'verificationFailed' },
      },
    },
    succeeded: { type: 'final', entry: { type: 'settle', params: { outcome: 'succeeded' } } },
    rejected: { type: 'final', entry: { type: 'settle', params: { outcome: 'rejected' } } },
    refused: {
      type: 'final',
      entry: [
        { type: 'settle', params: { outcome: 'refused' } },
        { type: 'showRefusal', params: refusalOf },
      ],
    },
    sessionEnded: {
      type: 'final',
      entry: [{ type: 'settle', params: { outcome: 'sessionEnded' } }, 'clearSession', 'goToLogin'],
    },
    verificationFailed: {
      type: 'final',
      entry: [{ type: 'settle', params: { outcome: 'verificationFailed' } }, 'showVerificationFailed'],
    },
    unreachable: { type: 'final', entry: { type: 'settle', params: { outcome: 'unreachable' } } },
  },
  output: ({ context }) => ({ outcome: context.outcome!, reply: context.reply, error: context.error }),
});
