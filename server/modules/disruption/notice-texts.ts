import { DEFAULT_LOCALE } from '../../../contract/locales';
import { pickLocale } from '../../../contract/localized-text';
import { formatCalendarDate, formatReplyDate } from '../../../contract/written-dates';
import { translate } from '../../i18n';
import type { DisruptedCoupon } from './disrupted-coupons';

/** The page where a traveller acts on the notice: the offer of the order, in the traveller's language. */
export function offerLink(publicUrl: string, coupon: Pick<DisruptedCoupon, 'locale' | 'orderNo'>): string {
  const prefix = coupon.locale === DEFAULT_LOCALE ? '' : `/${coupon.locale}`;
  return `${publicUrl.replace(/\/$/, '')}${prefix}/disruption?orderNo=${encodeURIComponent(coupon.orderNo)}`;
}

/** The one text an SMS carries and an e-mail opens with: what happened, what is offered, where. */
export function noticeText(coupon: DisruptedCoupon, publicUrl: string): string {
  return translate(coupon.locale, `disruption.message.${coupon.kind}`, {
    passenger: coupon.passengerName,
    date: formatCalendarDate(coupon.flightDate, coupon.locale),
    flightNo: coupon.flightNo,
    origin: pickLocale(coupon.originCity, coupon.locale),
    destination: pickLocale(coupon.destinationCity, coupon.locale),
    expected: coupon.expectedDeparture
      ? formatReplyDate(coupon.expectedDeparture, coupon.locale)
      : 'disruption.message.expectedUnknown',
    link: offerLink(publicUrl, coupon),
  });
}

export function noticeMail(coupon: DisruptedCoupon, publicUrl: string) {
  return {
    to: coupon.email,
    subject: translate(coupon.locale, `disruption.mail.subject.${coupon.kind}`, {
      date: formatCalendarDate(coupon.flightDate, coupon.locale),
      flightNo: coupon.flightNo,
    }),
    text: `${noticeText(coupon, publicUrl)}\n\n${translate(coupon.locale, 'disruption.mail.certificate')}`,
  };
}
