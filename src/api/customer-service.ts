import type {
  GetTokenData,
  QueryMessagesData,
  QueryNewsData,
  SendMessageData,
} from '../../contract/calls/customer-service';
import { CUSTOMER_SERVICE_CALLS } from '../../contract/calls/customer-service-calls';
import { callApi } from './client';

/** member-ffp/customer/getToken: the chat window's token (the session's JWT travels in the headers, never in the URL). */
export function fetchChatToken(signal?: AbortSignal): Promise<GetTokenData> {
  return callApi<GetTokenData>(CUSTOMER_SERVICE_CALLS.getToken, {}, { signal });
}

/** member-ffp/customer/queryNews: unread count and the newest unread messages, for the side box's dot. */
export function fetchNews(signal?: AbortSignal): Promise<QueryNewsData> {
  return callApi<QueryNewsData>(CUSTOMER_SERVICE_CALLS.queryNews, {}, { signal });
}

/** The chat window's conversation; the server marks what it returns as read. */
export function fetchChatMessages(token: string, signal?: AbortSignal): Promise<QueryMessagesData> {
  return callApi<QueryMessagesData>(CUSTOMER_SERVICE_CALLS.queryMessages, { token }, { signal });
}

/** Sends the traveller's message; the reply holds it and the automatic assistant's answer. */
export function sendChatMessage(token: string, text: string): Promise<SendMessageData> {
  return callApi<SendMessageData>(CUSTOMER_SERVICE_CALLS.sendMessage, { token, text });
}
