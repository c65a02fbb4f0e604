import { describe, expect, it } from 'vitest';
import { spaRouteTable } from '../../scripts/build/route-table';
import { createRouteTable } from './route-table';

describe('the SPA route table on the server', () => {
  const table = createRouteTable(['/', '/member/home', '/serve/webView/:topicid?', '/orderInfo']);

  it('matches pages with and without a locale prefix, optional params with a value and without', () => {
    expect(table.match('/')).toEqual({ locale: 'zhCn', page: '/', route: '/' });
    expect(table.match('/en')).toEqual({ locale: 'en', page: '/', route: '/' });
    expect(table.match('/zhTw/member/home/')).toEqual({ locale: 'zhTw', page: '/member/home', route: '/member/home' });
    expect(table.match('/serve/webView').route).toBe('/serve/webView/:topicid?');
    expect(table.match('/en/serve/webView/T2201').route).toBe('/serve/webView/:topicid?');
    expect(table.match('/zhCn/orderInfo').route).toBe('/orderInfo');
  });

  it('finds no page for unknown paths, extra segments or an unknown first segment', () => {
    expect(table.match('/no-such-page').route).toBeUndefined();
    expect(table.match('/member/home/extra').route).toBeUndefined();
    expect(table.match('/serve/webView/T1/T2').route).toBeUndefined();
    expect(table.match('/fr/member/home').route).toBeUndefined();
    expect(table.match('/%E0%A4%A').route).toBeUndefined();
  });

  it('is read from the route files the router compiles: every spec page the e2e tests visit is in it', () => {
    const routes = spaRouteTable();
    expect(routes).toContain('/');
    expect(routes).toContain('/serve/checkIn/trip');
    expect(routes).toContain('/member/realName/:type?');
    expect(routes.every((route) => route.startsWith('/'))).toBe(true);
  });
});
