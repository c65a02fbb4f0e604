import { queryMessagesCall, sendMessageCall } from '../../../contract/calls/customer-service';
import { request } from '../../api/request';

/** The chat window's conversation; the server marks what it returns as read. */
export function fetchChatMessages(token: string, signal?: AbortSignal) {
  return request(queryMessagesCall, { token }, { signal });
}

/** Sends the traveller's message; the reply holds it and the automatic assistant's answer. */
export function sendChatMessage(token: string, text: string) {
  return request(sendMessageCall, { token, text });
}
