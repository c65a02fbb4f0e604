import type { Locale } from '../../../contract/locales';
import type { CallContext } from '../../calls/call';
import type { Db } from '../../db/client';
import type { PaymentGateway } from '../../providers/payment-sandbox/gateway';
import { sandboxGateway } from '../../providers/payment-sandbox/sandbox-gateway';
import { siteOrigin } from '../../shared/site-origin';

/** The merchant's endpoint for gateway notifications (server to server, signed). */
export const PAYMENT_NOTIFY_PATH = '/proxy/pay-notify/v1/sandbox';

export function gatewayFor(context: Pick<CallContext, 'config' | 'request' | 'clock'>, db: Db): PaymentGateway {
  return sandboxGateway({ db, clock: context.clock, baseUrl: siteOrigin(context) });
}

/** The order's pay-result page (/defray/api for flights) in the traveller's language (zhCn has no prefix), where the gateway sends them back. */
export function returnUrl(origin: string, locale: Locale, path: string, orderNo: string, payNo: string): string {
  const prefix = locale === 'zhCn' ? '' : `/${locale}`;
  return `${origin}${prefix}${path}?${new URLSearchParams({ orderNo, payNo })}`;
}
