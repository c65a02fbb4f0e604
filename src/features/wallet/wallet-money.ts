import { formatMoney } from '../../../contract/money';
import { useLocale } from '../../i18n/use-locale';

/** Wallet amounts in the site's one money format (¥200). */
export function useWalletMoney(): (amount: number) => string {
  const locale = useLocale();
  return (amount) => formatMoney(amount, locale);
}
