import { describe, expect, it } from 'vitest';
import { spaRouteTable } from '../../scripts/build/route-table';
import { createRouteTable } from './route-table';

describe('the SPA route table on the server', () => {
  const root = 'src/routes/__root.tsx';
  const memberHome = { files: [root, 'src/routes/member/home.tsx'], crumbs: ['routes.member', 'routes.member/home'] };
  const table = createRouteTable({
    '/': { files: [root, 'src/routes/index.tsx'], crumbs: [] },
    '/member/home': memberHome,
    '/serve/webView/:topicid?': { files: [root, 'src/routes/serve/webView/{-$topicid}.tsx'], crumbs: [] },
    '/orderInfo': { files: [root, 'src/routes/orderInfo.tsx'], crumbs: ['routes.orderInfo'] },
  });

  it('matches pages with and without a locale prefix, optional params with a value and without', () => {
    expect(table.match('/')).toMatchObject({ locale: 'zhCn', page: '/', route: '/' });
    expect(table.match('/en')).toMatchObject({ locale: 'en', page: '/', route: '/' });
    expect(table.match('/zhTw/member/home/')).toEqual({
      locale: 'zhTw',
      page: '/member/home',
      route: '/member/home',
      built: memberHome,
    });
    expect(table.match('/serve/webView').route).toBe('/serve/webView/:topicid?');
    expect(table.match('/en/serve/webView/T2201').route).toBe('/serve/webView/:topicid?');
    expect(table.match('/zhCn/orderInfo').route).toBe('/orderInfo');
  });

  it('finds no page for unknown paths, extra segments or an unknown first segment', () => {
    expect(table.match('/no-such-page')).toMatchObject({ route: undefined, built: undefined });
    expect(table.match('/member/home/extra').route).toBeUndefined();
    expect(table.match('/serve/webView/T1/T2').route).toBeUndefined();
    expect(table.match('/fr/member/home').route).toBeUndefined();
    expect(table.match('/%E0%A4%A').route).toBeUndefined();
  });

  it('is read from the route files the router compiles: every spec page the e2e tests visit is in it', () => {
    const routes = spaRouteTable();
    expect(Object.keys(routes)).toEqual(
      expect.arrayContaining(['/', '/serve/checkIn/trip', '/member/realName/:type?']),
    );
    expect(Object.keys(routes).every((route) => route.startsWith('/'))).toBe(true);
  });

  it("names each page's route chain, from the root to the page's own file, and its breadcrumbs", () => {
    const routes = spaRouteTable();
    expect(routes['/']).toEqual({
      files: ['src/routes/__root.tsx', 'src/routes/{-$locale}/route.tsx', 'src/routes/{-$locale}/index.tsx'],
      crumbs: [],
    });
    expect(routes['/serve/checkIn/trip']?.files.at(-1)).toMatch(/^src\/routes\/\{-\$locale\}\/serve\/checkIn\/trip/);
    expect(routes['/serve/checkIn/trip']?.crumbs).toEqual([
      'routes.serve',
      'routes.serve/checkIn',
      'routes.serve/checkIn/trip',
    ]);
    expect(routes['/account']?.crumbs).toEqual(['routes.account']);
  });
});
