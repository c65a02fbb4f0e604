import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import type { Locale } from '../../../contract/locales';
import { addSiteFormats } from '../../i18n/format';
import { appSystem } from '../theme/system';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

/** The catalogue areas a view reads, by area name (`{ account, validation }`), in one language. */
export type CatalogueAreas = Record<string, unknown>;

/** An i18n instance in one language holding only the given areas, ready at once, with the site's formats. */
export function i18nWithAreas(locale: Locale, areas: CatalogueAreas): I18n {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: locale,
    initAsync: false,
    resources: { [locale]: { translation: areas } },
    interpolation: { escapeValue: false },
  });
  return addSiteFormats(i18n);
}

/**
 * A view in one language with only the catalogue areas it reads and the app's theme; `withQueries` gives it a fresh
 * query cache that does not retry.
 */
export function renderWithCatalogues(
  ui: ReactElement,
  locale: Locale,
  areas: CatalogueAreas,
  { withQueries = false } = {},
): RenderResult {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18nWithAreas(locale, areas)}>
      <ChakraProvider value={appSystem()}>
        {withQueries ? <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider> : ui}
      </ChakraProvider>
    </I18nextProvider>,
  );
}
