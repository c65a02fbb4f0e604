import { LOCALE_TAGS } from '../../../contract/locales';
import { useLocale } from '../../i18n/use-locale';

/** Wallet amounts (whole yuan) in the page's language: ¥200 / CN¥200. */
export function useWalletMoney(): (amount: number) => string {
  const format = new Intl.NumberFormat(LOCALE_TAGS[useLocale()], { style: 'currency', currency: 'CNY', maximumFractionDigits: 0 });
  return (amount) => format.format(amount);
}
