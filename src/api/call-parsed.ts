import type * as z from 'zod';
import { apiEffects } from './api-effects';
import { ApiError, callApi, type CallOptions } from './client';

/** The code of a reply whose data is not the shape its contract promises. */
export const BAD_REPLY_CODE = 'BAD_REPLY';

/**
 * `callApi` with the reply's data parsed by the call's contract schema: a reply of the wrong shape rejects
 * here as an ApiError (code BAD_REPLY, a message in the user's language) instead of failing later in a view.
 * Feature code imports this; the first page's code never does, so zod stays out of the first load.
 */
export async function callParsed<Schema extends z.ZodType>(
  path: string,
  payload: unknown,
  reply: Schema,
  options: Omit<CallOptions, 'wholeBody' | 'responseType'> = {},
): Promise<z.output<Schema>> {
  const data = await callApi<unknown>(path, payload, options);
  const parsed = reply.safeParse(data);
  if (parsed.success) return parsed.data;
  throw new ApiError({ resultCode: BAD_REPLY_CODE, resultMsg: apiEffects().translate('risk.badReply') }, 200);
}
