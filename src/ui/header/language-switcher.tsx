import { chakra } from '@chakra-ui/react';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LOCALES, toLocale, type Locale } from '../../../contract/locales';
import { rememberLocale } from '../../i18n/locale-cookie';
import { switchLocalePath } from '../../i18n/locale-path';

// Each language is named in itself, so a reader of any language finds theirs.
const LANGUAGE_NAMES: Record<Locale, string> = { zhCn: '简体中文', zhTw: '繁體中文', en: 'English' };

/** Switches the language on the current page and remembers the choice in the cookie (spec 1). */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const current = toLocale(i18n.language) ?? 'zhCn';
  const onChange = (value: string) => {
    const next = toLocale(value);
    if (!next || next === current) return;
    rememberLocale(next);
    void navigate({ href: switchLocalePath(location.pathname, next) + location.searchStr });
  };
  return (
    <chakra.select
      aria-label={t('shell.language')}
      value={current}
      onChange={(event) => onChange(event.target.value)}
      h="9"
      px={2}
      border="1px solid"
      borderColor="line"
      borderRadius="md"
      bg="white"
      color="ink"
      fontSize="sm"
      cursor="pointer"
    >
      {LOCALES.map((locale) => (
        <option key={locale} value={locale} lang={locale === 'en' ? 'en' : locale === 'zhTw' ? 'zh-TW' : 'zh-CN'}>
          {LANGUAGE_NAMES[locale]}
        </option>
      ))}
    </chakra.select>
  );
}
