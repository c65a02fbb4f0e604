import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import type { Locale } from '../../../../contract/locales';
import enHome from '../../../../contract/catalogues/en/home.json';
import zhCnHome from '../../../../contract/catalogues/zhCn/home.json';
import zhTwHome from '../../../../contract/catalogues/zhTw/home.json';
import enShell from '../../../../contract/catalogues/en/shell.json';
import zhCnShell from '../../../../contract/catalogues/zhCn/shell.json';
import zhTwShell from '../../../../contract/catalogues/zhTw/shell.json';
import { appSystem } from '../../../ui/theme/system';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

const homeCatalogues: Record<Locale, unknown> = { zhCn: zhCnHome, zhTw: zhTwHome, en: enHome };
// The search box's date picker is the shared one in src/ui, whose words are in the shell's catalogue.
const shellCatalogues: Record<Locale, unknown> = { zhCn: zhCnShell, zhTw: zhTwShell, en: enShell };

/** Renders a piece of the home page with its real catalogues (home, shell) in the given language. */
export function renderHome(ui: ReactElement, locale: Locale = 'zhCn'): RenderResult {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: locale,
    initAsync: false,
    resources: { [locale]: { translation: { home: homeCatalogues[locale], shell: shellCatalogues[locale] } } },
    interpolation: { escapeValue: false },
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={appSystem()}>{ui}</ChakraProvider>
    </I18nextProvider>,
  );
}
