import { useMatches } from '@tanstack/react-router';

// Every route names its own title key; breadcrumbs are the titled routes of the current match.
declare module '@tanstack/router-core' {
  interface StaticDataRouteOption {
    /** An i18n key (routes.json) for the page title and its breadcrumb. */
    titleKey?: string;
  }
}

export interface Crumb {
  titleKey: string;
  pathname: string;
}

export function crumbsOf(matches: readonly { pathname: string; staticData?: { titleKey?: string } }[]): Crumb[] {
  return matches.flatMap((match) => (match.staticData?.titleKey ? [{ titleKey: match.staticData.titleKey, pathname: match.pathname }] : []));
}

export function useCrumbs(): Crumb[] {
  return crumbsOf(useMatches());
}
