import { useMemo } from 'react';
import { useLocale } from '../../../i18n/use-locale';

const LANGUAGE_TAG = { zhCn: 'zh-CN', zhTw: 'zh-TW', en: 'en-GB' } as const;

/** Date and time in the reader's language, in China time (where the airline's desk works). */
export function useDateTime(): (iso: string) => string {
  const locale = useLocale();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(LANGUAGE_TAG[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Shanghai' });
    return (iso: string) => format.format(new Date(iso));
  }, [locale]);
}
