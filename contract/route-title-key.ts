// A page's title and breadcrumbs come from its route's path: '/{-$locale}/member/aboutMember/{-$type}' is
// titled by routes.json's 'member/aboutMember' (its optional params left out). Index routes, the root and
// the locale layout have no title of their own. The SPA's breadcrumbs (src/ui/route-title.ts) and the
// server's first paint of a page (server/site/first-paint/) read titles the same way, through this.

/** The i18n key of a route's title, from its router id, or undefined for the routes without one. */
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

/**
 * The i18n key of a page's lead, from its title key: 'routes.flightStatus' → 'leads.flightStatus'. A lead is
 * the sentence under a page's title saying what the page is for (leads.json); a page without one has none.
 * The SPA's page frame shows it, and the server draws it into the page's first HTML and its description.
 */
export function leadKeyOf(titleKey: string): string {
  return titleKey.replace(/^routes\./, 'leads.');
}
