import { memberFfp } from '../first-load/call-path-prefixes';

/**
 * The online customer-service chat. The spec names getToken (the chat window's token) and queryNews (the
 * side box's unread dot); it does not show the chat window's own calls, so queryMessages and sendMessage are ours.
 * Paths and limits only, without schemas: the side box's unread dot polls on the first load.
 */
export const CUSTOMER_SERVICE_CALLS = {
  getToken: memberFfp('customer', 'getToken'),
  queryNews: memberFfp('customer', 'queryNews'),
  queryMessages: memberFfp('customer', 'queryMessages'),
  sendMessage: memberFfp('customer', 'sendMessage'),
} as const;

export const CHAT_MESSAGE_MAX_LENGTH = 500;
/** How many of the newest unread messages queryNews shows beside the count. */
export const NEWS_PREVIEW_LIMIT = 3;
