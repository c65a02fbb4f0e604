import type { Locale } from '../contract/locales';
import zhCn from '../src/i18n/locales/zhCn.json' with { type: 'json' };
import zhTw from '../src/i18n/locales/zhTw.json' with { type: 'json' };
import en from '../src/i18n/locales/en.json' with { type: 'json' };

// The server answers in the user's language from the SPA's own catalogues: one source for every string.
const catalogues: Record<Locale, unknown> = { zhCn, zhTw, en };

export type MessageParams = Record<string, string | number>;

export function translate(locale: Locale, key: string, params: MessageParams = {}): string {
  const template = lookup(catalogues[locale], key) ?? lookup(catalogues.zhCn, key) ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    // A parameter may itself be a message key (a field's label), translated in turn.
    return typeof value === 'string' ? (lookup(catalogues[locale], value) ?? value) : String(value);
  });
}

function lookup(catalogue: unknown, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}
