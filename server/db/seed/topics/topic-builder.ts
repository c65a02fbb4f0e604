import type { ContentBlock, LocalizedBlocks, LocalizedText } from '../../../../contract/localized-text';
import type { Locale } from '../../../../contract/locales';

export interface TopicSeed {
  id: string;
  categoryId: string;
  createdOn: string;
  title: LocalizedText;
  content: LocalizedBlocks;
}

export const h = (text: string): ContentBlock => ({ kind: 'heading', text });
export const p = (text: string): ContentBlock => ({ kind: 'paragraph', text });
export const list = (...items: string[]): ContentBlock => ({ kind: 'list', items });
export const table = (header: string[], ...rows: string[][]): ContentBlock => ({ kind: 'table', header, rows });

/** One topic written in each language as [title, blocks], so each translation reads as a whole. */
export function topic(
  id: string,
  categoryId: string,
  createdOn: string,
  versions: Record<Locale, [string, ContentBlock[]]>,
): TopicSeed {
  return {
    id,
    categoryId,
    createdOn,
    title: { zhCn: versions.zhCn[0], zhTw: versions.zhTw[0], en: versions.en[0] },
    content: { zhCn: versions.zhCn[1], zhTw: versions.zhTw[1], en: versions.en[1] },
  };
}
