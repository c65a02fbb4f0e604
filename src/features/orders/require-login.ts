import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { toLocale } from '../../../contract/locales';
import type { RouterContext } from '../../router-context';

/**
 * beforeLoad of /order and /orderInfo: orders belong to a member (spec 6), so a visitor without a stored
 * login goes to /account with the page's full path to come back to.
 */
export function requireLogin({ context, location }: { context: RouterContext; location: ParsedLocation }): void {
  if (context.session.getUser()?.userid) return;
  const locale = toLocale(location.pathname.split('/')[1]);
  throw redirect({ to: '/{-$locale}/account', params: locale && locale !== 'zhCn' ? { locale } : {}, search: { path: location.href } });
}
