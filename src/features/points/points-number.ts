import { LOCALE_TAGS } from '../../../contract/locales';
import { useLocale } from '../../i18n/use-locale';

/** Points as the reader writes numbers (12,800). */
export function usePointsNumber(): (value: number) => string {
  const format = new Intl.NumberFormat(LOCALE_TAGS[useLocale()]);
  return (value) => format.format(value);
}
