import { formatInstant, localeOf } from '../../i18n/format';

/** A refund step's time in Beijing time (where the airline's service desk keeps its clock), in the user's language. */
export function formatRefundTime(iso: string, locale: string): string {
  return formatInstant(iso, localeOf(locale));
}
