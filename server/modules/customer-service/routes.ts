import {
  CUSTOMER_SERVICE_CALLS,
  getTokenPayload,
  queryMessagesPayload,
  queryNewsPayload,
  sendMessagePayload,
} from '../../../contract/calls/customer-service';
import { defineCall } from '../../calls/call';
import { getChatToken, queryMessages, queryNews, sendMessage } from './chat-service';

/** The online customer-service chat's calls: wire only; the rules live in chat-service. */
export const customerServiceCalls = [
  defineCall({
    path: CUSTOMER_SERVICE_CALLS.getToken,
    input: getTokenPayload,
    handle: (_input, context) => getChatToken(context),
  }),
  defineCall({
    path: CUSTOMER_SERVICE_CALLS.queryNews,
    input: queryNewsPayload,
    handle: (_input, context) => queryNews(context),
  }),
  defineCall({
    path: CUSTOMER_SERVICE_CALLS.queryMessages,
    input: queryMessagesPayload,
    handle: (input, context) => queryMessages(context, input.token),
  }),
  defineCall({
    path: CUSTOMER_SERVICE_CALLS.sendMessage,
    input: sendMessagePayload,
    handle: (input, context) => sendMessage(context, input.token, input.text),
  }),
];
