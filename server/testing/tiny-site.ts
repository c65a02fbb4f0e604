import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { precompressFolder } from '../../scripts/build/precompress';
import { createTestApp, type TestApp } from './test-app';

/** A built site in miniature: index.html and one hashed entry chunk, precompressed the way the build does it. */
export async function writeTinySite(): Promise<string> {
  const dist = mkdtempSync(join(tmpdir(), 'airline-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="zh-CN"><head><title>河北航空</title></head><body><div id="app"></div><script type="module" src="/assets/entry.js"></script></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'entry.js'), 'console.log("the entry chunk of the site");\n'.repeat(200));
  await precompressFolder(dist);
  return dist;
}

/**
 * An app serving a tiny site of its own, which `prepare` may add to first (a route table, say); closing the app
 * removes the site.
 */
export async function appOnTinySite(
  options: Omit<Parameters<typeof createTestApp>[0], 'distDir'> = {},
  prepare?: (dist: string) => Promise<void>,
): Promise<TestApp & { dist: string }> {
  const dist = await writeTinySite();
  await prepare?.(dist);
  const test = await createTestApp({ ...options, distDir: dist });
  return {
    ...test,
    dist,
    close: async () => {
      await test.close();
      rmSync(dist, { recursive: true, force: true });
    },
  };
}
