import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { DEFAULT_LOCALE } from '../../../contract/locales';
import { ensureLocale, loadRestOfCatalogue } from '../../i18n/i18n';
import { readLocaleCookie, rememberLocale } from '../../i18n/locale-cookie';
import { decideLocale, switchLocalePath } from '../../i18n/locale-path';

export const Route = createFileRoute('/{-$locale}')({
  // No component: like every layout route that only nests its pages, it renders TanStack's default Outlet,
  // so there is nothing to split off and no chunk to wait for.
  beforeLoad: async ({ params, location, context }) => {
    const decision = decideLocale({
      pathname: location.pathname,
      localeParam: params.locale,
      cookie: readLocaleCookie(),
    });
    if (decision.kind === 'notFound') throw notFound();
    if (decision.kind === 'redirect') {
      if (decision.remember) rememberLocale(decision.remember);
      throw redirect({
        href: decision.to + location.searchStr + (location.hash ? `#${location.hash}` : ''),
        replace: true,
      });
    }
    // The home page shows with its own areas of the catalogue; every other page waits for all of them.
    const isHomePage = switchLocalePath(location.pathname, DEFAULT_LOCALE) === '/';
    await ensureLocale(context.i18n, decision.locale, isHomePage ? 'start' : 'all');
    if (isHomePage) loadRestOfCatalogue(context.i18n, decision.locale);
    return { locale: decision.locale };
  },
});
