import * as z from 'zod';
import { DEFAULT_LOCALE, type Locale } from './locales';

/** Any value held once per locale, as the database stores translated content (jsonb). */
export function localized<T extends z.ZodType>(value: T) {
  return z.object({ zhCn: value, zhTw: value, en: value });
}
export type Localized<T> = Record<Locale, T>;

/** A text in all three languages: zhCn simplified Chinese, zhTw traditional Chinese, en English. */
export const localizedTextSchema = localized(z.string());
export type LocalizedText = Localized<string>;

/** The value in the requested locale; an empty translation falls back to the default locale. */
export function pickLocale<T>(value: Localized<T>, locale: Locale): T {
  const chosen = value[locale];
  const isEmpty = chosen === undefined || chosen === null || (typeof chosen === 'string' && chosen === '');
  return isEmpty ? value[DEFAULT_LOCALE] : chosen;
}

/**
 * Structured rich text for topics and agreements: blocks, never raw HTML, so nothing from the
 * database can inject markup into the page.
 */
export const contentBlockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('heading'), text: z.string() }),
  z.object({ kind: z.literal('paragraph'), text: z.string() }),
  z.object({ kind: z.literal('list'), items: z.array(z.string()) }),
  z.object({ kind: z.literal('table'), header: z.array(z.string()), rows: z.array(z.array(z.string())) }),
]);
export type ContentBlock = z.infer<typeof contentBlockSchema>;

export const localizedBlocksSchema = localized(z.array(contentBlockSchema));
export type LocalizedBlocks = Localized<ContentBlock[]>;
