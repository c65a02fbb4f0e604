import { and, desc, eq, inArray, isNull, ne } from 'drizzle-orm';
import {
  NEWS_PREVIEW_LIMIT,
  type GetTokenData,
  type QueryMessagesData,
  type QueryNewsData,
  type SendMessageData,
} from '../../../contract/calls/customer-service';
import type { CallContext } from '../../calls/call';
import { chatMessages } from '../../db/schema/customer-service';
import { conversationOfToken, issueChatToken } from './chat-token';
import { callerOf, findConversation, openConversation } from './conversations';
import { viewMessages } from './message-views';
import { searchableTopics } from './topic-library';
import { matchTopics } from './topic-matcher';

const CONVERSATION_LIMIT = 200;

/** getToken: a token for the caller's conversation (member or device), opening it if needed. */
export async function getChatToken(context: CallContext): Promise<GetTokenData> {
  const conversationId = await openConversation(context, await callerOf(context));
  const { token, expiresAt } = await issueChatToken(context, conversationId);
  return { token, expiresAt: expiresAt.toISOString() };
}

/** The messages the traveller has not seen yet: answers and notices, never their own words. */
function unreadOf(conversationId: string) {
  return and(
    eq(chatMessages.conversationId, conversationId),
    isNull(chatMessages.readAt),
    ne(chatMessages.author, 'traveller'),
  );
}

/** queryNews: the unread count and the newest unread messages. Reading them is the chat window's job. */
export async function queryNews(context: CallContext): Promise<QueryNewsData> {
  const owner = await callerOf(context);
  // A member's conversation opens here, so a first login's welcome notice is waiting at the first poll.
  const conversationId =
    'memberId' in owner ? await openConversation(context, owner) : await findConversation(context.db, owner);
  if (!conversationId) return { unreadCount: 0, news: [] };
  const unread = await context.db
    .select()
    .from(chatMessages)
    .where(unreadOf(conversationId))
    .orderBy(desc(chatMessages.id));
  const news = await viewMessages(context.db, context.locale, unread.slice(0, NEWS_PREVIEW_LIMIT).reverse());
  return { unreadCount: unread.length, news };
}

/** queryMessages: the conversation as the chat window shows it; what it shows is now read. */
export async function queryMessages(context: CallContext, token: string): Promise<QueryMessagesData> {
  const conversationId = await conversationOfToken(context, token);
  const rows = await context.db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(desc(chatMessages.id))
    .limit(CONVERSATION_LIMIT);
  const shown = rows.reverse();
  const messages = await viewMessages(context.db, context.locale, shown);
  const unseenIds = shown.filter((row) => row.readAt === null).map((row) => row.id);
  if (unseenIds.length)
    await context.db
      .update(chatMessages)
      .set({ readAt: context.clock.now() })
      .where(and(inArray(chatMessages.id, unseenIds), isNull(chatMessages.readAt)));
  return { messages };
}

/**
 * sendMessage: stores the traveller's message and the self-service assistant's answer: the info topics that
 * match, or the hotline when none does. Both come back, the answer already read (the window shows it now).
 */
export async function sendMessage(context: CallContext, token: string, text: string): Promise<SendMessageData> {
  const conversationId = await conversationOfToken(context, token);
  const topicIds = matchTopics(text, await searchableTopics(context.db));
  const now = context.clock.now();
  const rows = await context.db
    .insert(chatMessages)
    .values([
      { conversationId, author: 'traveller', body: { kind: 'text', text }, createdAt: now, readAt: now },
      {
        conversationId,
        author: 'assistant',
        body: topicIds.length ? { kind: 'topics', topicIds } : { kind: 'noMatch' },
        createdAt: now,
        readAt: now,
      },
    ])
    .returning();
  return {
    messages: await viewMessages(
      context.db,
      context.locale,
      rows.sort((a, b) => a.id - b.id),
    ),
  };
}
