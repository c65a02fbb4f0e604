import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { at, textRef } from './columns';

/** One conversation per member, or per device for a visitor who is not logged in. */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id').references(() => members.id, { onDelete: 'cascade' }),
    deviceCode: text('device_code'),
    createdAt: at('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('chat_conversations_member_idx').on(table.memberId),
    uniqueIndex('chat_conversations_device_idx')
      .on(table.deviceCode)
      .where(sql`${table.memberId} IS NULL`),
  ],
);

/**
 * What an assistant or service message says, stored as keys and topic ids rather than text, so it reads
 * in whatever language the traveller has chosen when it is shown.
 */
export type ChatMessageBody =
  | { kind: 'text'; text: string }
  | { kind: 'topics'; topicIds: string[] }
  | { kind: 'noMatch' }
  | { kind: 'notice'; noticeKey: 'welcome' };

export const chatMessages = pgTable(
  'chat_messages',
  {
    /** Also the order of the conversation: a question and its answer share one timestamp. */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: textRef('conversation_id', () => chatConversations.id, { onDelete: 'cascade' }),
    author: text('author').$type<'traveller' | 'assistant' | 'service'>().notNull(),
    body: jsonb('body').$type<ChatMessageBody>().notNull(),
    createdAt: at('created_at').notNull(),
    /** When the traveller saw it in the chat window; their own messages are read when written. */
    readAt: at('read_at'),
  },
  (table) => [index('chat_messages_conversation_idx').on(table.conversationId, table.id)],
);
