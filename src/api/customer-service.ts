import type { GetTokenData, QueryNewsData } from '../../contract/first-load/chat-replies';
import { getTokenHead, queryNewsHead } from '../../contract/first-load/first-load-calls';
import { request } from './request';

// The side box asks these on every page (the token with its first JavaScript, the unread dot just after the first
// paint). The chat window's own calls are in src/features/chat/chat-window-api.ts.

/** member-ffp/customer/getToken: the chat window's token (the session's JWT travels in the headers, never in the URL). */
export function fetchChatToken(signal?: AbortSignal): Promise<GetTokenData> {
  return request(getTokenHead, {}, { signal });
}

/** member-ffp/customer/queryNews: unread count and the newest unread messages, for the side box's dot. */
export function fetchNews(signal?: AbortSignal): Promise<QueryNewsData> {
  return request(queryNewsHead, {}, { signal });
}
