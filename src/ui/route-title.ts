import { useMatches } from '@tanstack/react-router';

// A page's title and breadcrumbs come from its route's path: '/{-$locale}/member/aboutMember/{-$type}' is
// titled by routes.json's 'member/aboutMember' (its optional params left out). The breadcrumbs are the
// titled routes of the current match; index routes, the root and the locale layout have no title of their own.

export interface Crumb {
  titleKey: string;
  pathname: string;
}

/** The i18n key of a route's title, or undefined for the routes without one. */
export function titleKeyOf(routeId: string): string | undefined {
  if (routeId.endsWith('/')) return undefined;
  const path = routeId
    .split('/')
    .filter(
      (segment) =>
        segment &&
        segment !== '__root__' &&
        !segment.startsWith('_') &&
        !segment.startsWith('{-$') &&
        !segment.startsWith('$'),
    )
    // 'orderConfirm_/createLuggage' is the router's way to say "not under orderConfirm's layout": same path, same title.
    .map((segment) => segment.replace(/_$/, ''))
    .join('/');
  return path ? `routes.${path}` : undefined;
}

export function crumbsOf(matches: readonly { routeId: string; pathname: string }[]): Crumb[] {
  return matches.flatMap((match) => {
    const titleKey = titleKeyOf(match.routeId);
    return titleKey ? [{ titleKey, pathname: match.pathname }] : [];
  });
}

export function useCrumbs(): Crumb[] {
  return crumbsOf(useMatches());
}
