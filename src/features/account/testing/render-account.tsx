import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import type { Locale } from '../../../../contract/locales';
import enAccount from '../../../../contract/catalogues/en/account.json';
import enValidation from '../../../../contract/catalogues/en/validation.json';
import zhCnAccount from '../../../../contract/catalogues/zhCn/account.json';
import zhCnValidation from '../../../../contract/catalogues/zhCn/validation.json';
import zhTwAccount from '../../../../contract/catalogues/zhTw/account.json';
import zhTwValidation from '../../../../contract/catalogues/zhTw/validation.json';
import { appSystem } from '../../../ui/theme/system';
import { addSiteFormats } from '../../../i18n/format';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

const catalogues: Record<Locale, Record<string, object>> = {
  zhCn: { account: zhCnAccount, validation: zhCnValidation },
  zhTw: { account: zhTwAccount, validation: zhTwValidation },
  en: { account: enAccount, validation: enValidation },
};

/** Renders an account view with the real account and validation catalogues in the given language. */
export function renderAccount(ui: ReactElement, locale: Locale = 'zhCn'): RenderResult {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: locale,
    initAsync: false,
    resources: { [locale]: { translation: catalogues[locale] } },
    interpolation: { escapeValue: false },
  });
  addSiteFormats(i18n);
  return render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={appSystem()}>{ui}</ChakraProvider>
    </I18nextProvider>,
  );
}
