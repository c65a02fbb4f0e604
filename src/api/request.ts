import type * as z from 'zod';
import type { ContractCall, ContractFile, PayloadOf, ReplyOf } from '../../contract/call';
import { apiEffects } from './api-effects';
import { ApiError, callApi, type CallOptions } from './client';

/** The code of a reply whose data is not the shape its contract promises. */
export const BAD_REPLY_CODE = 'BAD_REPLY';

export type RequestOptions = Omit<CallOptions, 'wholeBody' | 'responseType' | 'method'>;

/**
 * The SPA's way to make a call of the contract: the call's path and method, a payload of its type, and the reply's
 * data parsed by its schema. Every failure rejects as the contract's CallFailure (an ApiError): a refusal with its
 * code, a lost answer as UNREACHABLE, and a reply of the wrong shape as BAD_REPLY in the user's language rather
 * than failing later in a view. The first page's code never imports the call objects, so zod stays out of it.
 */
export async function request<Call extends ContractCall>(
  call: Call,
  payload: PayloadOf<Call>,
  options: RequestOptions = {},
): Promise<ReplyOf<Call>> {
  const data = await callApi<unknown>(call.path, payload, { ...options, method: call.method });
  const parsed = call.reply.safeParse(data);
  if (parsed.success) return parsed.data as ReplyOf<Call>;
  throw new ApiError({ resultCode: BAD_REPLY_CODE, resultMsg: apiEffects().translate('risk.badReply') }, 200);
}

/** A file call of the contract (a PDF): the file as the browser received it, within the download timeout. */
export function download<File extends ContractFile>(
  file: File,
  payload: z.input<File['payload']>,
  options: RequestOptions = {},
): Promise<Blob> {
  return callApi<Blob>(file.path, payload, { ...options, method: file.method, responseType: 'blob' });
}
