import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isLayoutFile, listRouteFiles, pageFiles, routeChain, urlOfRouteFile } from './route-files';

const L = 'src/routes/{-$locale}';
const files = [
  'src/routes/__root.tsx',
  `${L}/route.tsx`,
  `${L}/index.tsx`,
  `${L}/serve/route.tsx`,
  `${L}/serve/checkIn.tsx`,
  `${L}/serve/checkIn/trip.tsx`,
  `${L}/serve/webView/{-$topicid}.tsx`,
  `${L}/member/route.tsx`,
  `${L}/member/order/route.tsx`,
  `${L}/member/order/index.tsx`,
  `${L}/orderInfo.tsx`,
  `${L}/_booking/route.tsx`,
  `${L}/_booking/flights.tsx`,
];

describe('urlOfRouteFile', () => {
  it('drops the locale prefix, index and route, and writes optional params the spec way', () => {
    expect(urlOfRouteFile(`${L}/index.tsx`)).toBe('/');
    expect(urlOfRouteFile(`${L}/serve/checkIn/trip.tsx`)).toBe('/serve/checkIn/trip');
    expect(urlOfRouteFile(`${L}/member/order/route.tsx`)).toBe('/member/order');
    expect(urlOfRouteFile(`${L}/serve/webView/{-$topicid}.tsx`)).toBe('/serve/webView/:topicid?');
  });

  it('reads flat dotted names and pathless layouts', () => {
    expect(urlOfRouteFile(`${L}/queryFlight.priceDate.tsx`)).toBe('/queryFlight/priceDate');
    expect(urlOfRouteFile(`${L}/_auth/member.$id.tsx`)).toBe('/member/:id');
  });
});

describe('routeChain', () => {
  it('lists the root, every layout above the page, then the page', () => {
    expect(routeChain(`${L}/serve/checkIn/trip.tsx`, files)).toEqual([
      'src/routes/__root.tsx',
      `${L}/route.tsx`,
      `${L}/serve/route.tsx`,
      `${L}/serve/checkIn.tsx`,
      `${L}/serve/checkIn/trip.tsx`,
    ]);
  });

  it('does not list a layout twice when the page is the layout', () => {
    expect(routeChain(`${L}/member/order/route.tsx`, files)).toEqual([
      'src/routes/__root.tsx',
      `${L}/route.tsx`,
      `${L}/member/route.tsx`,
      `${L}/member/order/route.tsx`,
    ]);
  });
});

describe('pageFiles', () => {
  it('keeps leaf pages and layouts without an index page, never the root', () => {
    const pages = pageFiles(files);
    expect(pages).toContain(`${L}/member/order/index.tsx`);
    expect(pages).toContain(`${L}/member/route.tsx`);
    expect(pages).not.toContain(`${L}/member/order/route.tsx`);
    expect(pages).not.toContain(`${L}/route.tsx`);
    expect(pages).not.toContain('src/routes/__root.tsx');
  });

  it("leaves out a pathless layout, whose URL its parent's page answers", () => {
    expect(pageFiles(files)).toContain(`${L}/_booking/flights.tsx`);
    expect(pageFiles(files)).not.toContain(`${L}/_booking/route.tsx`);
  });

  it('knows a file with a same-named folder is a layout', () => {
    expect(isLayoutFile(`${L}/serve/checkIn.tsx`, files)).toBe(true);
    expect(isLayoutFile(`${L}/orderInfo.tsx`, files)).toBe(false);
  });
});

describe('listRouteFiles', () => {
  it('skips route-only helper folders, tests and the generated tree', () => {
    const dir = mkdtempSync(join(tmpdir(), 'routes-'));
    try {
      mkdirSync(join(dir, 'serve', '-components'), { recursive: true });
      for (const file of [
        'index.tsx',
        'serve/route.tsx',
        'serve/-components/card.tsx',
        'serve/route.test.tsx',
        'routeTree.gen.ts',
        'notes.md',
      ]) {
        writeFileSync(join(dir, file), '');
      }
      expect(
        listRouteFiles(dir)
          .map((file) => file.slice(dir.length))
          .sort(),
      ).toEqual(['/index.tsx', '/serve/route.tsx']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
