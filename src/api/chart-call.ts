import { ApiError, callApi, type CallOptions } from './client';

/** A refusal as a chart holds it: the server's code, and its words in the reader's language. */
export interface ChartFailure {
  code: string;
  message?: string;
}

/** What a failed call means to a chart: the server's refusal with its code, or UNREACHABLE (no answer to read). */
export function chartFailureOf(error: unknown): ChartFailure {
  if (!(error instanceof ApiError)) return { code: 'UNREACHABLE' };
  const code = error.reply.resultCode ?? error.reply.code;
  const message = error.message || undefined;
  return code && error.status !== 0 ? { code, message } : { code: 'UNREACHABLE', message };
}

/**
 * callApi for an actor of a chart: a refusal is thrown as a ChartFailure, so the chart's guards read its code
 * (an ApiError carries the code inside its reply, where a chart's `error.code` does not look).
 */
export async function callForChart<T>(path: string, payload: unknown, options: CallOptions = {}): Promise<T> {
  try {
    return await callApi<T>(path, payload, options);
  } catch (error) {
    throw chartFailureOf(error);
  }
}
