import { formatInstant, localeOf } from '../../i18n/format';
import type { TFunction } from 'i18next';
import { ORDER_STATUS_LABEL_KEYS, type OrderStatusValue } from '../../../contract/calls/order-status';

/** Spec 3 status label in the reader's language. */
export const statusLabel = (t: TFunction, status: OrderStatusValue) => t(ORDER_STATUS_LABEL_KEYS[status]);

/** Cash as the site prints it in every language (¥), with points beside it for award orders. */
export function priceText(t: TFunction, amount: number, points: number): string {
  const cash = t('orders.money.cash', { amount });
  return points > 0 ? t('orders.money.pointsAndCash', { points: points.toLocaleString('en-US'), cash }) : cash;
}

/** Unfinished orders stand out; finished ones are quiet. */
export function statusTone(status: OrderStatusValue): { color: string; bg: string } {
  if (status === 'unpaid' || status === 'pay_failed') return { color: 'brand.700', bg: 'brand.50' };
  if (status === 'ticketed') return { color: 'green.800', bg: 'green.50' };
  return { color: 'muted', bg: 'surface' };
}

/** Local date and time of an instant, in Beijing time as the airline prints it. */
export function beijingTime(iso: string, locale: string): string {
  return formatInstant(iso, localeOf(locale));
}
