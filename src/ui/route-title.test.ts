import { describe, expect, it } from 'vitest';
import routeTitles from '../../contract/catalogues/zhCn/routes.json';
import { titleKeyOf } from '../../contract/route-title-key';
import { crumbsOf } from './route-title';

const routeSources = import.meta.glob<string>('../routes/**/*.tsx', { query: '?raw', eager: true, import: 'default' });
const routeIds = Object.values(routeSources).flatMap((source) => [
  ...(/createFileRoute\('([^']+)'\)/.exec(source)?.slice(1) ?? []),
]);

describe('route titles', () => {
  it('come from the route path, without the locale and optional params', () => {
    expect(titleKeyOf('/{-$locale}/member/aboutMember/{-$type}')).toBe('routes.member/aboutMember');
    expect(titleKeyOf('/{-$locale}/serve/checkIn/trip')).toBe('routes.serve/checkIn/trip');
    for (const untitled of ['__root__', '/{-$locale}', '/{-$locale}/', '/{-$locale}/member/'])
      expect(titleKeyOf(untitled), untitled).toBeUndefined();
  });

  it("are in the catalogue for every titled route, and the catalogue holds no other route's title", () => {
    const titled = routeIds.flatMap((id) => titleKeyOf(id) ?? []).map((key) => key.replace(/^routes\./, ''));
    expect(routeIds.length).toBeGreaterThan(100);
    // A title may head several routes (the purchases' own /serve crumb beside /serve's layout): it is one key.
    expect(Object.keys(routeTitles).sort()).toEqual([...new Set(['home', ...titled])].sort());
  });

  it('make the breadcrumbs from the titled routes of the match', () => {
    const matches = [
      { routeId: '__root__', pathname: '/' },
      { routeId: '/{-$locale}', pathname: '/en' },
      { routeId: '/{-$locale}/member', pathname: '/en/member' },
      { routeId: '/{-$locale}/member/order', pathname: '/en/member/order' },
      { routeId: '/{-$locale}/member/order/', pathname: '/en/member/order/' },
    ];
    expect(crumbsOf(matches)).toEqual([
      { titleKey: 'routes.member', pathname: '/en/member' },
      { titleKey: 'routes.member/order', pathname: '/en/member/order' },
    ]);
  });
});
