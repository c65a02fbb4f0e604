import * as z from 'zod';
import { contractCall, withSchemas } from '../call';
import { chatMessageSchema, chatTokenSchema, getTokenData, queryNewsData } from '../first-load/chat-replies';
import { getTokenHead, queryNewsHead } from '../first-load/first-load-calls';
import { CHAT_MESSAGE_MAX_LENGTH, CUSTOMER_SERVICE_CALLS } from './customer-service-calls';
import { multilineText, text } from '../validators/text';

export { CHAT_MESSAGE_MAX_LENGTH, CUSTOMER_SERVICE_CALLS, NEWS_PREVIEW_LIMIT } from './customer-service-calls';
export {
  CHAT_AUTHORS,
  chatLinkSchema,
  chatMessageSchema,
  type ChatAuthor,
  type ChatLink,
  type ChatMessage,
  type GetTokenData,
  type QueryNewsData,
} from '../first-load/chat-replies';
export { getTokenData, queryNewsData };

export const getTokenPayload = z.object({}).loose();
export const queryNewsPayload = z.object({}).loose();
/** The chat window's own calls take the token as the side box got it. */
const chatToken = text().pipe(chatTokenSchema);

export const queryMessagesPayload = z.object({ token: chatToken });
export const queryMessagesData = z.object({ messages: z.array(chatMessageSchema) });
export type QueryMessagesData = z.infer<typeof queryMessagesData>;

export const sendMessagePayload = z.object({
  token: chatToken,
  text: multilineText().trim().min(1, 'chat.validation.empty').max(CHAT_MESSAGE_MAX_LENGTH, 'chat.validation.tooLong'),
});
export const sendMessageData = z.object({ messages: z.array(chatMessageSchema) });
export type SendMessageData = z.infer<typeof sendMessageData>;

/** The chat's calls as call objects; the side box's two (every page's first load) are written from their heads. */
export const getTokenCall = withSchemas(getTokenHead, getTokenPayload, getTokenData);
export const queryNewsCall = withSchemas(queryNewsHead, queryNewsPayload, queryNewsData);
export const queryMessagesCall = contractCall({
  path: CUSTOMER_SERVICE_CALLS.queryMessages,
  payload: queryMessagesPayload,
  reply: queryMessagesData,
});
export const sendMessageCall = contractCall({
  path: CUSTOMER_SERVICE_CALLS.sendMessage,
  payload: sendMessagePayload,
  reply: sendMessageData,
});
