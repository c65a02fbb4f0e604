import type * as z from 'zod';
import type { ContractFile, PayloadOf, ReplyCall, ReplyOf } from '../../contract/call';
import { apiEffects } from './api-effects';
import { ApiError, callApi, type CallOptions } from './client';

/** The code of a reply whose data is not the shape its contract promises. */
export const BAD_REPLY_CODE = 'BAD_REPLY';

export type RequestOptions = Omit<CallOptions, 'wholeBody' | 'responseType' | 'method'>;

/**
 * The SPA's way to make a call of the contract: the call's path and method, a payload of its type, and the reply's
 * data parsed by its schema. Every failure rejects as the contract's CallFailure (an ApiError): a refusal with its
 * code, a lost answer as UNREACHABLE, and a reply of the wrong shape as BAD_REPLY in the user's language rather
 * than failing later in a view. The first page's calls load their reply's schema beside the call
 * (contract/first-load/first-load-calls.ts).
 */
export async function request<Call extends ReplyCall>(
  call: Call,
  payload: PayloadOf<Call>,
  options: RequestOptions = {},
): Promise<ReplyOf<Call>> {
  const [data, reply] = await Promise.all([
    callApi(call.path, payload, { ...options, method: call.method }),
    typeof call.reply === 'function' ? call.reply() : call.reply,
  ]);
  const parsed = reply.safeParse(data);
  if (parsed.success) return parsed.data as ReplyOf<Call>;
  throw new ApiError({ resultCode: BAD_REPLY_CODE, resultMsg: apiEffects().translate('risk.badReply') }, 200);
}

/** A file call of the contract (a PDF): the file as the browser received it, within the download timeout. */
export function download<File extends ContractFile>(
  file: File,
  payload: z.input<File['payload']>,
  options: RequestOptions = {},
): Promise<Blob> {
  return callApi(file.path, payload, { ...options, method: file.method, responseType: 'blob' });
}
