import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Locale } from '../../../contract/locales';
import { createI18n } from '../../i18n/i18n';
import { appSystem } from '../theme/system';

/** A component as the app draws it in one language (the site's catalogues and theme, no router); so is a rerender. */
export async function renderInLocale(locale: Locale, ui: ReactElement) {
  const i18n = await createI18n(locale);
  const system = appSystem();
  const InLocale = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </I18nextProvider>
  );
  return render(ui, { wrapper: InLocale });
}
