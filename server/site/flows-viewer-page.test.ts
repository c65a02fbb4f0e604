import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { writeTinySite } from '../testing/tiny-site';

/** A site in miniature with the flows viewer's own build beside the app's. */
async function siteWithViewer(): Promise<string> {
  const dist = await writeTinySite();
  mkdirSync(join(dist, 'flows-viewer', 'assets'), { recursive: true });
  writeFileSync(
    join(dist, 'flows-viewer', 'index.html'),
    '<!doctype html><html lang="zh-CN"><head><title>Flows</title></head><body><div id="app"></div><script type="module" src="/flows-viewer/assets/viewer.js"></script></body></html>',
  );
  writeFileSync(join(dist, 'flows-viewer', 'assets', 'viewer.js'), 'console.log("the flows viewer");\n');
  return dist;
}

describe("the flows viewer's page", () => {
  const sites: { dist: string; test: TestApp }[] = [];
  const site = async (flowsPage: 'on' | 'off') => {
    const dist = await siteWithViewer();
    const test = await createTestApp({ distDir: dist, env: { FLOWS_PAGE: flowsPage } });
    sites.push({ dist, test });
    return test;
  };
  let on: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    on = await site('on');
    off = await site('off');
  });
  afterAll(async () => {
    for (const { dist, test } of sites) {
      await test.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('is its own build, answered at /flows and /{locale}/flows in that language, where FLOWS_PAGE=on', async () => {
    for (const [url, lang] of [
      ['/flows', 'zh-CN'],
      ['/en/flows?machine=booking', 'en'],
      ['/zhTw/flows', 'zh-TW'],
    ] as const) {
      const reply = await on.app.inject({ method: 'GET', url });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(reply.body).toContain('src="/flows-viewer/assets/viewer.js"');
      expect(reply.body).toContain(`<html lang="${lang}"`);
      // Its styles are let in by this reply's nonce, as the app's are.
      expect(reply.body).toMatch(/<meta name="csp-nonce" content="[^"]+">/);
      expect(reply.body).not.toContain('/assets/entry.js');
    }
    const asset = await on.app.inject({ method: 'GET', url: '/flows-viewer/assets/viewer.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('is nowhere where it is off: /flows is a page not found of the app, and its files are not served', async () => {
    for (const url of ['/flows', '/en/flows?machine=booking']) {
      const reply = await off.app.inject({ method: 'GET', url });
      expect(reply.statusCode).toBe(404);
      expect(reply.body).not.toContain('flows-viewer');
    }
    for (const url of ['/flows-viewer/assets/viewer.js', '/flows-viewer/index.html'])
      expect((await off.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
