import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { precompressFolder } from '../../scripts/build/precompress';

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
