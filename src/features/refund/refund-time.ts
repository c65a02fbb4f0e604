import { LOCALE_TAGS, type Locale } from '../../../contract/locales';

/** A refund step's time in Beijing time (where the airline's service desk keeps its clock), in the user's language. */
export function formatRefundTime(iso: string, locale: string): string {
  const tag = LOCALE_TAGS[locale as Locale] ?? 'zh-CN';
  return new Intl.DateTimeFormat(tag, { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}
