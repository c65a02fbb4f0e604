import { isFormEnvelopePath } from '../../contract/api-prefixes';
import { isSuccessReply, type ApiReply } from '../../contract/envelope';

/**
 * The one request client of the SPA (spec 7). Every call goes through `callApi`.
 * FIRST VERSION: envelope and success rule only; headers, timeouts, RR0001, 401 and the
 * adsCode risk flow are added behind this same signature.
 */
export interface CallOptions {
  /** GET with the payload as query (file-manager/infoNotice/content). */
  method?: 'POST' | 'GET';
  signal?: AbortSignal;
}

export class ApiError extends Error {
  constructor(
    readonly reply: ApiReply,
    readonly status: number,
  ) {
    super(reply.resultMsg || reply.message || reply.rMessage || `HTTP ${status}`);
  }
}

export async function callApi<T>(path: string, payload: unknown = {}, options: CallOptions = {}): Promise<T> {
  const response = await fetch(requestUrl(path, payload, options), requestInit(path, payload, options));
  const reply = (await response.json().catch(() => ({}))) as ApiReply<T>;
  if (response.ok && isSuccessReply(reply)) return reply.data as T;
  throw new ApiError(reply, response.status);
}

function requestUrl(path: string, payload: unknown, options: CallOptions): string {
  if (options.method !== 'GET') return path;
  return `${path}?${new URLSearchParams(payload as Record<string, string>).toString()}`;
}

function requestInit(path: string, payload: unknown, options: CallOptions): RequestInit {
  if (options.method === 'GET') return { method: 'GET', signal: options.signal };
  if (!isFormEnvelopePath(path)) {
    return { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload), signal: options.signal };
  }
  const envelope = { in_json: payload, common_para: { channel: 'web', version: '1.1.0', deviceCode: '', userCode: '', jwtToken: '' } };
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ json: JSON.stringify(envelope) }).toString(),
    signal: options.signal,
  };
}
