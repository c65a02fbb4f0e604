import {
  getTokenCall,
  queryMessagesCall,
  queryNewsCall,
  sendMessageCall,
} from '../../../contract/calls/customer-service';
import { defineCall } from '../../calls/call';
import { getChatToken, queryMessages, queryNews, sendMessage } from './chat-service';

/** The online customer-service chat's calls: wire only; the rules live in chat-service. */
export const customerServiceCalls = [
  defineCall(getTokenCall, { handle: (_input, context) => getChatToken(context) }),
  defineCall(queryNewsCall, { handle: (_input, context) => queryNews(context) }),
  defineCall(queryMessagesCall, { handle: (input, context) => queryMessages(context, input.token) }),
  defineCall(sendMessageCall, { handle: (input, context) => sendMessage(context, input.token, input.text) }),
];
