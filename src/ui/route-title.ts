import { useMatches } from '@tanstack/react-router';
import { titleKeyOf } from '../../contract/route-title-key';

// The breadcrumbs are the titled routes of the current match (contract/route-title-key.ts says which are).

export interface Crumb {
  titleKey: string;
  pathname: string;
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
