import * as z from 'zod';

/**
 * The replies of the side box's two calls on every page (the chat token, the unread dot), loaded
 * beside the calls (first-load-calls.ts). contract/calls/customer-service.ts adds the payloads and the chat
 * window's own calls.
 */

/** A chat token: opaque to the SPA (the window URL carries it, never the member's JWT). */
export const chatTokenSchema = z.string().min(20).max(2000);

export const getTokenData = z.object({ token: chatTokenSchema, expiresAt: z.string() });
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

export const queryNewsData = z.object({
  unreadCount: z.number().int().min(0),
  news: z.array(chatMessageSchema),
});
export type QueryNewsData = z.infer<typeof queryNewsData>;
