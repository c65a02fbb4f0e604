import type { GetTokenData, QueryNewsData } from '../../contract/calls/customer-service';
import { CUSTOMER_SERVICE_CALLS } from '../../contract/calls/customer-service-calls';
import { callApi } from './client';

// The side box asks these on every page (the token with its first JavaScript, the unread dot just after the first
// paint), so they stay on callApi: request() would bring the contract's zod schemas with them (docs/performance.md).
// The chat window's own calls go through request() (src/features/chat/chat-window-api.ts).

/** member-ffp/customer/getToken: the chat window's token (the session's JWT travels in the headers, never in the URL). */
export function fetchChatToken(signal?: AbortSignal): Promise<GetTokenData> {
  return callApi<GetTokenData>(CUSTOMER_SERVICE_CALLS.getToken, {}, { signal });
}

/** member-ffp/customer/queryNews: unread count and the newest unread messages, for the side box's dot. */
export function fetchNews(signal?: AbortSignal): Promise<QueryNewsData> {
  return callApi<QueryNewsData>(CUSTOMER_SERVICE_CALLS.queryNews, {}, { signal });
}
