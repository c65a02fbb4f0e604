import { isFormEnvelopePath } from '../../contract/api-prefixes';
import type { ApiReply, FormEnvelope } from '../../contract/reply';
import { CHANNEL, CLIENT_VERSION } from '../../contract/request-headers';
import type { SendInput } from '../../machines/risk-flow.machine';
import type { RiskReply } from '../../machines/risk-reply';
import type { ApiEffects } from './api-effects';
import { deviceCode } from './device-identity';
import { buildRequestHeaders, userCodeOf } from './request-headers';

/** Spec 7 and 9: 60 s for a call, 100 s for a file download. */
export const CALL_TIMEOUT_MS = 60_000;
export const DOWNLOAD_TIMEOUT_MS = 100_000;
const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';
const JSON_CONTENT_TYPE = 'application/json';

export interface ApiRequest {
  path: string;
  payload: unknown;
  method: 'POST' | 'GET';
  responseType: 'json' | 'blob';
  /** The request's own Content-Type for a JSON call (spec 7); form calls are always form-encoded. */
  contentType?: string;
  signal?: AbortSignal;
}

export class RequestTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`request timed out after ${timeoutMs} ms`);
  }
}

/** One HTTP exchange: the envelope, the headers, the timeout; the reply as status and body (or file). */
export async function sendRequest(
  effects: ApiEffects,
  request: ApiRequest,
  attempt: SendInput,
  signal?: AbortSignal,
): Promise<RiskReply> {
  const form = request.method === 'POST' && isFormEnvelopePath(request.path);
  const contentType = form ? FORM_CONTENT_TYPE : (request.contentType ?? JSON_CONTENT_TYPE);
  const headers = buildRequestHeaders(effects, { payload: request.payload, contentType, ...attempt });
  const timeoutMs = request.responseType === 'blob' ? DOWNLOAD_TIMEOUT_MS : CALL_TIMEOUT_MS;
  const deadline = deadlineSignal(timeoutMs, [request.signal, signal]);
  try {
    const response = await effects.fetch(requestUrl(effects, request), {
      method: request.method,
      headers,
      body:
        request.method === 'GET'
          ? undefined
          : form
            ? formBody(effects, request.payload)
            : JSON.stringify(request.payload ?? {}),
      signal: deadline.signal,
    });
    return await readReply(response, request.responseType);
  } catch (error) {
    throw deadline.timedOut() ? new RequestTimeoutError(timeoutMs) : error;
  } finally {
    deadline.clear();
  }
}

function requestUrl(effects: ApiEffects, request: ApiRequest): string {
  const url = effects.baseUrl + request.path;
  if (request.method !== 'GET') return url;
  const query = new URLSearchParams(
    Object.entries((request.payload ?? {}) as Record<string, unknown>).map(([key, value]) => [key, String(value)]),
  );
  return `${url}?${query.toString()}`;
}

/** Spec 7: json={in_json, common_para: {channel, version, deviceCode, userCode, jwtToken}}. */
function formBody(effects: ApiEffects, payload: unknown): string {
  const envelope: FormEnvelope = {
    in_json: payload ?? {},
    common_para: {
      channel: CHANNEL,
      version: CLIENT_VERSION,
      deviceCode: deviceCode(effects),
      userCode: userCodeOf(payload),
      jwtToken: effects.readSession()?.jwtToken ?? '',
    },
  };
  return new URLSearchParams({ json: JSON.stringify(envelope) }).toString();
}

async function readReply(response: Response, responseType: ApiRequest['responseType']): Promise<RiskReply> {
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  if (responseType === 'blob' && response.ok && !isJson)
    return { status: response.status, body: {}, file: await response.blob() };
  const body = (await response.json().catch(() => ({}))) as ApiReply;
  return { status: response.status, body: body ?? {} };
}

/** An abort signal that fires at the deadline or when any caller's signal aborts. */
function deadlineSignal(timeoutMs: number, signals: (AbortSignal | undefined)[]) {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, timeoutMs);
  const abort = () => controller.abort();
  for (const signal of signals) {
    if (signal?.aborted) controller.abort();
    signal?.addEventListener('abort', abort, { once: true });
  }
  return {
    signal: controller.signal,
    timedOut: () => expired,
    clear: () => {
      clearTimeout(timer);
      for (const signal of signals) signal?.removeEventListener('abort', abort);
    },
  };
}
