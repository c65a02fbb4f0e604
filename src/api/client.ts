import { CallFailure, UNREACHABLE } from '../../contract/call-failure';
import { REJECTED_RCODE, type ApiReply } from '../../contract/reply';
import type { RiskFlowOutput } from '../../machines/risk-flow.machine';
import { needsRiskFlow, isSucceededReply } from '../../machines/risk-reply';
import { apiEffects, type ApiEffects } from './api-effects';
import { RequestTimeoutError, sendRequest, type ApiRequest } from './transport';

export { configureApiClient } from './api-effects';

/** The one request client of the SPA (spec 7): every call goes through `callApi`. */
export interface CallOptions {
  /** GET with the payload as query (file-manager/infoNotice/content). */
  method?: 'POST' | 'GET';
  signal?: AbortSignal;
  /** 'blob' resolves with the downloaded file (100 s timeout). */
  responseType?: 'json' | 'blob';
  /** Content-Type of a JSON call, when not application/json. */
  contentType?: string;
  /** On failure, also show the server's resultMsg or message as an error notice (spec 8). */
  notice?: boolean;
  /** Resolve with the whole reply body instead of its data. */
  wholeBody?: boolean;
}

/**
 * A failed call with the reply it came with: the contract's CallFailure (code, words, details), so every reader
 * goes through `failureOf`; a reply without a code, or no reply at all, is UNREACHABLE.
 */
export class ApiError extends CallFailure {
  constructor(
    readonly reply: ApiReply,
    readonly status: number,
  ) {
    const code = reply.resultCode ?? reply.code;
    super(
      code && status !== 0 ? code : UNREACHABLE,
      (reply.rCode === REJECTED_RCODE ? reply.rMessage : undefined) ||
        reply.resultMsg ||
        reply.message ||
        reply.rMessage ||
        `HTTP ${status}`,
      reply.data,
    );
    this.name = 'ApiError';
  }
}

/**
 * The wire: a download's file, or a reply's `data` as it came, unchecked. The SPA's calls go through request()
 * (which parses the data by the call's schema) and download().
 */
export function callApi(path: string, payload: unknown, options: CallOptions & { responseType: 'blob' }): Promise<Blob>;
export function callApi(path: string, payload?: unknown, options?: CallOptions): Promise<unknown>;
export async function callApi(path: string, payload: unknown = {}, options: CallOptions = {}): Promise<unknown> {
  const effects = apiEffects();
  const output = await settle(effects, {
    path,
    payload,
    method: options.method ?? 'POST',
    responseType: options.responseType ?? 'json',
    contentType: options.contentType,
    signal: options.signal,
  });
  if (output.outcome === 'succeeded') {
    const reply = output.reply!;
    if (options.responseType === 'blob' && reply.file !== undefined) return reply.file;
    return options.wholeBody ? reply.body : reply.body.data;
  }
  throw failureOf(effects, output, options);
}

/**
 * Sends the request once; only a reply with a risk code loads the risk-flow chart (XState and its
 * schemas, a separate chunk) and hands it over, so the first page load carries none of it.
 */
async function settle(effects: ApiEffects, request: ApiRequest): Promise<RiskFlowOutput> {
  const { signal } = request;
  if (signal?.aborted) throw signal.reason;
  let reply;
  try {
    reply = await sendRequest(effects, request, { retryCount: 1 });
  } catch (error) {
    // A caller giving up is not an unreachable server: the caller gets its own reason back.
    if (signal?.aborted) throw signal.reason;
    return { outcome: 'unreachable', error };
  }
  if (isSucceededReply(reply)) return { outcome: 'succeeded', reply };
  if (!needsRiskFlow(reply)) return { outcome: 'rejected', reply };
  const { runRiskFlow } = await import('./risk-bridge');
  return runRiskFlow(effects, request, reply);
}

/** Spec 8: RR0001 rejects with rMessage; 401 goes to /account; any other failure rejects with the body. */
function failureOf(effects: ApiEffects, output: RiskFlowOutput, options: CallOptions): Error {
  const reply = output.reply;
  if (output.outcome === 'verificationFailed')
    return new ApiError({ resultMsg: effects.translate('risk.verificationFailed') }, reply?.status ?? 0);
  if (output.outcome === 'unreachable') {
    const key = output.error instanceof RequestTimeoutError ? 'risk.requestTimeout' : 'risk.networkError';
    return withNotice(effects, new ApiError({ resultMsg: effects.translate(key) }, 0), options);
  }
  // A busy server (503 with Retry-After, server/load-shedding.ts) reads in the page's language, whatever it sent.
  if (reply?.status === 503)
    return withNotice(
      effects,
      new ApiError(
        { ...reply.body, resultMsg: effects.translate('errors.busy'), message: effects.translate('errors.busy') },
        503,
      ),
      options,
    );
  const error = new ApiError(reply?.body ?? {}, reply?.status ?? 0);
  if (output.outcome === 'rejected' && error.status === 401) {
    effects.goToLogin();
    return error;
  }
  // Refusals and ended sessions have had their notice and redirect from the risk flow already.
  return output.outcome === 'rejected' ? withNotice(effects, error, options) : error;
}

function withNotice(effects: ApiEffects, error: ApiError, options: CallOptions): ApiError {
  if (options.notice && error.message) effects.notify('error', error.message);
  return error;
}
