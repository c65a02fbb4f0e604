import { inArray } from 'drizzle-orm';
import type { ContentBlock, LocalizedBlocks, LocalizedText } from '../../../contract/localized-text';
import { LOCALES, type Locale } from '../../../contract/locales';
import { pickLocale } from '../../../contract/localized-text';
import type { Db } from '../../db/client';
import { infoTopics } from '../../db/schema/content';
import type { SearchableTopic } from './topic-matcher';

function blockText(block: ContentBlock): string {
  switch (block.kind) {
    case 'heading':
    case 'paragraph':
      return block.text;
    case 'list':
      return block.items.join('\n');
    case 'table':
      return [block.header, ...block.rows].map((row) => row.join(' ')).join('\n');
  }
}

/** A topic's text in all three languages, so a question in any of them finds it. */
export function searchableTopic(row: { id: string; title: LocalizedText; content: LocalizedBlocks }): SearchableTopic {
  return {
    id: row.id,
    title: LOCALES.map((locale) => row.title[locale]).join('\n'),
    body: LOCALES.flatMap((locale) => row.content[locale].map(blockText)).join('\n'),
  };
}

/** Every info topic, FAQ included. */
export async function searchableTopics(db: Db): Promise<SearchableTopic[]> {
  const rows = await db
    .select({ id: infoTopics.id, title: infoTopics.title, content: infoTopics.content })
    .from(infoTopics)
    .orderBy(infoTopics.sortOrder, infoTopics.id);
  return rows.map(searchableTopic);
}

/** Topic titles in the reader's language, for the links of the assistant's answers. */
export async function topicTitles(db: Db, locale: Locale, topicIds: readonly string[]): Promise<Map<string, string>> {
  if (topicIds.length === 0) return new Map();
  const rows = await db
    .select({ id: infoTopics.id, title: infoTopics.title })
    .from(infoTopics)
    .where(inArray(infoTopics.id, [...topicIds]));
  return new Map(rows.map((row) => [row.id, pickLocale(row.title, locale)]));
}
