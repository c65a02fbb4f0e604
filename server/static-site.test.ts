import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../contract/call-paths';
import { createTestApp, formCall, type TestApp } from './testing/test-app';
import { writeRouteTable } from '../scripts/build/route-table';
import { appOnTinySite, writeTinySite } from './testing/tiny-site';

describe('serving the built site compressed', () => {
  let test: TestApp & { dist: string };
  beforeAll(async () => {
    test = await appOnTinySite();
  });
  afterAll(() => test.close());

  /** The built entry chunk, asked for by a browser that accepts these encodings. */
  const entryChunk = (acceptEncoding: string, method: 'GET' | 'HEAD' = 'GET') =>
    test.app.inject({ method, url: '/assets/entry.js', headers: { 'accept-encoding': acceptEncoding } });

  it('sends the entry chunk precompressed with brotli to a browser that accepts it, byte for byte the built file', async () => {
    const reply = await entryChunk('gzip, deflate, br');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['cache-control']).toContain('immutable');
    expect(reply.rawPayload.equals(readFileSync(join(test.dist, 'assets', 'entry.js.br')))).toBe(true);
    expect(brotliDecompressSync(reply.rawPayload).toString()).toBe(
      readFileSync(join(test.dist, 'assets', 'entry.js'), 'utf8'),
    );
  });

  it("never sends the build's manifest", async () => {
    mkdirSync(join(test.dist, '.vite'), { recursive: true });
    writeFileSync(
      join(test.dist, '.vite', 'manifest.json'),
      '{"index.html":{"file":"assets/only-in-the-manifest.js"}}',
    );
    const reply = await test.app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(reply.body).not.toContain('only-in-the-manifest');
  });

  it('answers HEAD on the entry chunk with the same headers', async () => {
    const reply = await entryChunk('br', 'HEAD');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
  });

  it('sends gzip to a browser without brotli and the plain file to one that accepts neither', async () => {
    const gzip = await entryChunk('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('the entry chunk');
    const plain = await entryChunk('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('the entry chunk');
  });

  it('compresses an API reply over 1 kB and leaves a small one alone', async () => {
    const big = await formCall(test.app, CALLS.infoNoticeListByWeb, {}, { 'accept-encoding': 'br' });
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString()).resultCode).toBe('0');
    const small = await test.app.inject({ method: 'POST', url: CALLS.orderList, headers: { 'accept-encoding': 'br' } });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('the pages of the SPA', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await appOnTinySite({}, writeRouteTable);
  });
  afterAll(() => test.close());

  it('answers HEAD wherever GET answers: the home page, a page, an asset', async () => {
    for (const url of ['/', '/en/member/home', '/assets/entry.js']) {
      const [get, head] = await Promise.all([
        test.app.inject({ method: 'GET', url }),
        test.app.inject({ method: 'HEAD', url }),
      ]);
      expect(get.statusCode, url).toBe(200);
      expect(head.statusCode, url).toBe(200);
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.body).toBe('');
    }
  });

  it('answers a page of the route table with 200 and a path no page has with the SPA and status 404', async () => {
    const page = await test.app.inject({ method: 'GET', url: '/serve/webView/T2201?from=home' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="app">');
    for (const url of ['/no-such-page', '/en/member/home/extra', '/fr/member/home']) {
      const missing = await test.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.headers['content-type']).toContain('text/html');
      expect(missing.body).toContain('<div id="app">');
      expect(missing.headers['cache-control']).toBe('no-cache');
    }
    expect((await test.app.inject({ method: 'HEAD', url: '/no-such-page' })).statusCode).toBe(404);
  });

  it('sends the home page, with its boot data, compressed to a browser that accepts brotli', async () => {
    const page = await test.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('id="page-boot"');
  });

  it("writes the reader's language into <html lang> from the path", async () => {
    const lang = async (url: string) =>
      /<html lang="([^"]+)"/.exec((await test.app.inject({ method: 'GET', url })).body)?.[1];
    expect(await lang('/')).toBe('zh-CN');
    expect(await lang('/en/member/home')).toBe('en');
    expect(await lang('/zhTw')).toBe('zh-TW');
  });

  it('keeps answering an unknown API path or a missing asset with the envelope 404, not the page', async () => {
    const api = await test.app.inject({ method: 'POST', url: '/mid_website/no/such/call' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ resultCode: '404' });
    const asset = await test.app.inject({ method: 'GET', url: '/assets/gone.js' });
    expect(asset.statusCode).toBe(404);
    expect(asset.headers['content-type']).toContain('application/json');
  });
});

describe('the flow coverage report of the build', () => {
  const withReport = async (flowsPage: 'on' | 'off') => {
    const dist = await writeTinySite();
    mkdirSync(join(dist, 'flows-coverage'));
    writeFileSync(join(dist, 'flows-coverage', 'index.html'), '<h1>Flow coverage</h1>');
    return { dist, test: await createTestApp({ distDir: dist, env: { FLOWS_PAGE: flowsPage } }) };
  };

  it('is served where /flows is on, and is a page not found where it is off', async () => {
    for (const [flowsPage, status] of [
      ['on', 200],
      ['off', 404],
    ] as const) {
      const { dist, test } = await withReport(flowsPage);
      const reply = await test.app.inject({ method: 'GET', url: '/flows-coverage/index.html' });
      expect(reply.statusCode).toBe(status);
      expect(reply.body.includes('Flow coverage')).toBe(status === 200);
      await test.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
