import { boolean, date, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { LocalizedBlocks, LocalizedText } from '../../../contract/localized-text';
import { textRef } from './columns';

export type InfoChannel = 'web' | 'service';

/** Info-topic groups (dincCode): ticket, ground, premium cabin, special, transport services, FAQ. */
export const infoGroups = pgTable('info_groups', {
  code: text('code').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  /** Where the group is listed: 'web' = header menu (infoNoticeListByWeb), 'service' = service centre. */
  channels: text('channels').array().$type<InfoChannel[]>().notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const infoCategories = pgTable('info_categories', {
  id: text('id').primaryKey(),
  groupCode: textRef('group_code', () => infoGroups.code),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** Info topics, notices and FAQ entries: structured content blocks, never raw HTML. */
export const infoTopics = pgTable('info_topics', {
  id: text('id').primaryKey(),
  categoryId: textRef('category_id', () => infoCategories.id),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  content: jsonb('content').$type<LocalizedBlocks>().notNull(),
  createdOn: date('created_on', { mode: 'string' }).notNull(),
  updatedOn: date('updated_on', { mode: 'string' }).notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const ads = pgTable('ads', {
  id: text('id').primaryKey(),
  position: text('position').notNull(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  alt: jsonb('alt').$type<LocalizedText>().notNull(),
  imagePath: text('image_path').notNull(),
  /** A route of the site, without the locale prefix. */
  link: text('link').notNull(),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull(),
});

export const agreements = pgTable('agreements', {
  type: text('type').primaryKey(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  version: text('version').notNull(),
  content: jsonb('content').$type<LocalizedBlocks>().notNull(),
});

/** The lookups of spec 3 as queryMidDictionary serves them: a label key (translated) or a literal label. */
export const dictionaryEntries = pgTable(
  'dictionary_entries',
  {
    dictType: text('dict_type').notNull(),
    value: text('value').notNull(),
    labelKey: text('label_key'),
    label: text('label'),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [primaryKey({ columns: [table.dictType, table.value] })],
);
