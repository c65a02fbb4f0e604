import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Locale } from '../../../../contract/locales';
import enAccount from '../../../../contract/catalogues/en/account.json';
import enValidation from '../../../../contract/catalogues/en/validation.json';
import zhCnAccount from '../../../../contract/catalogues/zhCn/account.json';
import zhCnValidation from '../../../../contract/catalogues/zhCn/validation.json';
import zhTwAccount from '../../../../contract/catalogues/zhTw/account.json';
import zhTwValidation from '../../../../contract/catalogues/zhTw/validation.json';
import { renderWithCatalogues } from '../../../ui/testing/render-with-catalogues';

const catalogues: Record<Locale, Record<string, object>> = {
  zhCn: { account: zhCnAccount, validation: zhCnValidation },
  zhTw: { account: zhTwAccount, validation: zhTwValidation },
  en: { account: enAccount, validation: enValidation },
};

/** Renders an account view with the real account and validation catalogues in the given language. */
export function renderAccount(ui: ReactElement, locale: Locale = 'zhCn'): RenderResult {
  return renderWithCatalogues(ui, locale, catalogues[locale]);
}
