import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { toLocale, type Locale } from '../../contract/locales';
import type { RouterContext } from '../router-context';
import { decideAccess } from './access-rules';

interface GuardArgs {
  context: RouterContext;
  location: ParsedLocation;
  /** Hover preloads run beforeLoad too: they must not show notices. */
  preload?: boolean;
}

/** beforeLoad of the guarded layout routes: spec 5's rules, with the original full path kept for after login. */
export function guardRoute({ context, location, preload }: GuardArgs): void {
  const decision = decideAccess(location.pathname, context.session.getUser());
  if (decision.kind === 'allow') return;
  if (decision.notice && !preload) context.feedback.toasts.show('warning', context.i18n.t(decision.notice));
  const params = localeParamOf(location.pathname);
  if (decision.kind === 'login') throw redirect({ to: '/{-$locale}/account', params, search: { path: location.href } });
  throw redirect({ to: '/{-$locale}/member/home', params });
}

function localeParamOf(pathname: string): { locale?: Locale } {
  const locale = toLocale(pathname.split('/')[1]);
  return locale && locale !== 'zhCn' ? { locale } : {};
}
