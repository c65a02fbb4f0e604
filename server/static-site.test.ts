import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../contract/call-paths';
import { createTestApp, formCall, type TestApp } from './testing/test-app';
import { writeTinySite } from './testing/tiny-site';

describe('serving the built site compressed', () => {
  let test: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await writeTinySite();
    test = await createTestApp({ distDir: dist });
  });
  afterAll(async () => {
    await test.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the entry chunk precompressed with brotli to a browser that accepts it, byte for byte the built file', async () => {
    const reply = await test.app.inject({ method: 'GET', url: '/assets/entry.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['cache-control']).toContain('immutable');
    expect(reply.rawPayload.equals(readFileSync(join(dist, 'assets', 'entry.js.br')))).toBe(true);
    expect(brotliDecompressSync(reply.rawPayload).toString()).toBe(readFileSync(join(dist, 'assets', 'entry.js'), 'utf8'));
  });

  it('answers HEAD on the entry chunk with the same headers', async () => {
    const reply = await test.app.inject({ method: 'HEAD', url: '/assets/entry.js', headers: { 'accept-encoding': 'br' } });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
  });

  it('sends gzip to a browser without brotli and the plain file to one that accepts neither', async () => {
    const gzip = await test.app.inject({ method: 'GET', url: '/assets/entry.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('the entry chunk');
    const plain = await test.app.inject({ method: 'GET', url: '/assets/entry.js', headers: { 'accept-encoding': 'identity' } });
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
