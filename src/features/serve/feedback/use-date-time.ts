import { formatInstant } from '../../../i18n/format';
import { useLocale } from '../../../i18n/use-locale';

/** Date and time in the reader's language, in China time (where the airline's desk works). */
export function useDateTime(): (iso: string) => string {
  const locale = useLocale();
  return (iso: string) => formatInstant(iso, locale);
}
