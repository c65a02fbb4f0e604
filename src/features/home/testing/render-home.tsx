import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Locale } from '../../../../contract/locales';
import enHome from '../../../../contract/catalogues/en/home.json';
import zhCnHome from '../../../../contract/catalogues/zhCn/home.json';
import zhTwHome from '../../../../contract/catalogues/zhTw/home.json';
import enShell from '../../../../contract/catalogues/en/shell.json';
import zhCnShell from '../../../../contract/catalogues/zhCn/shell.json';
import zhTwShell from '../../../../contract/catalogues/zhTw/shell.json';
import { renderWithCatalogues } from '../../../ui/testing/render-with-catalogues';

const homeCatalogues: Record<Locale, unknown> = { zhCn: zhCnHome, zhTw: zhTwHome, en: enHome };
// The search box's date picker is the shared one in src/ui, whose words are in the shell's catalogue.
const shellCatalogues: Record<Locale, unknown> = { zhCn: zhCnShell, zhTw: zhTwShell, en: enShell };

/** Renders a piece of the home page with its real catalogues (home, shell) in the given language. */
export function renderHome(ui: ReactElement, locale: Locale = 'zhCn'): RenderResult {
  return renderWithCatalogues(ui, locale, { home: homeCatalogues[locale], shell: shellCatalogues[locale] });
}
