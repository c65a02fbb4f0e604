import { cleanup, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, vi } from 'vitest';
import type { Locale } from '../../../../../contract/locales';
import enHome from '../../../../../contract/catalogues/en/home.json';
import enSearch from '../../../../../contract/catalogues/en/search.json';
import zhCnHome from '../../../../../contract/catalogues/zhCn/home.json';
import zhCnSearch from '../../../../../contract/catalogues/zhCn/search.json';
import zhTwHome from '../../../../../contract/catalogues/zhTw/home.json';
import zhTwSearch from '../../../../../contract/catalogues/zhTw/search.json';
import { renderWithCatalogues } from '../../../../ui/testing/render-with-catalogues';

// Unmounted before the stubbed server goes, so no query of a page still shown reaches the real fetch.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const catalogues: Record<Locale, Record<string, object>> = {
  zhCn: { home: zhCnHome, search: zhCnSearch },
  zhTw: { home: zhTwHome, search: zhTwSearch },
  en: { home: enHome, search: enSearch },
};

/** Answers calls by path, in the reply envelope of their transport; records each call's path and payload. */
export function stubServer(answers: Record<string, (payload: Record<string, unknown>) => unknown>) {
  const calls: { path: string; payload: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      const body = String(init.body ?? '');
      const isForm = body.startsWith('json=');
      const payload = (
        isForm ? JSON.parse(new URLSearchParams(body).get('json')!).in_json : JSON.parse(body || '{}')
      ) as Record<string, unknown>;
      calls.push({ path, payload });
      const answer = answers[path];
      if (!answer) return new Response(JSON.stringify({ code: '404', message: 'no stub' }), { status: 404 });
      // An answer may take its time (a promise): the page's waiting state shows meanwhile.
      const data: unknown = await answer(payload);
      return new Response(
        JSON.stringify(
          isForm ? { resultCode: '0', resultMsg: 'success', data } : { code: 'success', message: 'success', data },
        ),
      );
    }),
  );
  return calls;
}

/** Renders a piece of the search pages with the real catalogues and a fresh query cache. */
export function renderSearch(ui: ReactElement, locale: Locale = 'en'): RenderResult {
  return renderWithCatalogues(ui, locale, catalogues[locale], { withQueries: true });
}
