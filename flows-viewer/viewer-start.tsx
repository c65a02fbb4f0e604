import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { DEFAULT_LOCALE } from '../contract/locales';
import { flowsViewerLocale } from '../contract/flows-viewer-page';
import { styleCache } from '../src/ui/theme/style-cache';
import { appSystem } from '../src/ui/theme/system';
import { createViewerI18n } from './viewer-i18n';
import { ViewerPage } from './viewer-page';

/** The flows viewer (viewer-main.tsx starts it): the site's look, in the language of its address. */
async function start(): Promise<void> {
  const locale = flowsViewerLocale(window.location.pathname) ?? DEFAULT_LOCALE;
  const i18n = await createViewerI18n(locale);
  createRoot(document.getElementById('app')!).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <CacheProvider value={styleCache()}>
          <ChakraProvider value={appSystem()}>
            <ViewerPage locale={locale} />
          </ChakraProvider>
        </CacheProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}

void start();
