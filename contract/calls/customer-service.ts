import * as z from 'zod';
import { contractCall } from '../call';
import { CHAT_MESSAGE_MAX_LENGTH, CUSTOMER_SERVICE_CALLS } from './customer-service-calls';
import { multilineText, text } from '../validators/text';

export { CHAT_MESSAGE_MAX_LENGTH, CUSTOMER_SERVICE_CALLS, NEWS_PREVIEW_LIMIT } from './customer-service-calls';

/** A chat token: opaque to the SPA (the window URL carries it, never the member's JWT). */
const chatToken = text().min(20).max(2000);

export const getTokenPayload = z.object({}).loose();
export const getTokenData = z.object({ token: chatToken, expiresAt: z.string() });
export type GetTokenData = z.infer<typeof getTokenData>;

/** 'traveller' wrote it; 'assistant' is the self-service assistant's answer; 'service' is a notice (welcome). */
export const CHAT_AUTHORS = ['traveller', 'assistant', 'service'] as const;
export type ChatAuthor = (typeof CHAT_AUTHORS)[number];

export const chatLinkSchema = z.object({ topicid: z.string(), title: z.string() });
export type ChatLink = z.infer<typeof chatLinkSchema>;

/** A message as shown: text already in the reader's language; links are info topics (/serve/webView/<topicid>). */
export const chatMessageSchema = z.object({
  id: z.string(),
  author: z.enum(CHAT_AUTHORS),
  text: z.string(),
  links: z.array(chatLinkSchema),
  /** A hotline to offer when the assistant found nothing. */
  hotline: z.string().optional(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const queryNewsPayload = z.object({}).loose();
export const queryNewsData = z.object({ unreadCount: z.number().int().min(0), news: z.array(chatMessageSchema) });
export type QueryNewsData = z.infer<typeof queryNewsData>;

export const queryMessagesPayload = z.object({ token: chatToken });
export const queryMessagesData = z.object({ messages: z.array(chatMessageSchema) });
export type QueryMessagesData = z.infer<typeof queryMessagesData>;

export const sendMessagePayload = z.object({
  token: chatToken,
  text: multilineText().trim().min(1, 'chat.validation.empty').max(CHAT_MESSAGE_MAX_LENGTH, 'chat.validation.tooLong'),
});
export const sendMessageData = z.object({ messages: z.array(chatMessageSchema) });
export type SendMessageData = z.infer<typeof sendMessageData>;

/** The chat's calls as call objects. The side box's token and unread dot load with every page, so the SPA makes those two with callApi (src/api/customer-service.ts); the server answers all four from these. */
export const getTokenCall = contractCall({
  path: CUSTOMER_SERVICE_CALLS.getToken,
  payload: getTokenPayload,
  reply: getTokenData,
});
export const queryNewsCall = contractCall({
  path: CUSTOMER_SERVICE_CALLS.queryNews,
  payload: queryNewsPayload,
  reply: queryNewsData,
});
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
