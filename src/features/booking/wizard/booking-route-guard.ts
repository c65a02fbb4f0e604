import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { toLocale } from '../../../../contract/locales';
import type { RouterContext } from '../../../router-context';
import { guardRoute } from '../../../session/route-guard';

/**
 * beforeLoad of the booking pages: the site's guards, and a login, since an order belongs to a member.
 * The full address (with the chosen fares) goes along, so the traveller returns to the same selection.
 */
export function guardBookingRoute(args: { context: RouterContext; location: ParsedLocation; preload?: boolean }): void {
  guardRoute(args);
  if (args.context.session.getUser()?.userid) return;
  const locale = toLocale(args.location.pathname.split('/')[1]);
  throw redirect({ to: '/{-$locale}/account', params: locale && locale !== 'zhCn' ? { locale } : {}, search: { path: args.location.href } });
}
