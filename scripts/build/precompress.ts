import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { buildOutputPlugin } from './build-output-plugin';

/** Text files worth compressing; images and fonts here are already compressed formats. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than the request headers around it. */
const MIN_BYTES = 1024;

/** Writes `file.br` (brotli, best quality) and `file.gz` beside every compressible file of a folder, recursively. */
export async function precompressFolder(dir: string): Promise<string[]> {
  const written: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      written.push(...(await precompressFolder(path)));
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name) || (await stat(path)).size < MIN_BYTES) continue;
    const source = await readFile(path);
    await writeFile(`${path}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }));
    await writeFile(`${path}.gz`, gzipSync(source, { level: 9 }));
    written.push(path);
  }
  return written;
}

/**
 * Compresses the build once, at build time, at the highest levels (too slow to do per request), so the
 * server sends `.br`/`.gz` files as they are (`@fastify/static`'s preCompressed).
 */
export function precompress(): Plugin {
  return buildOutputPlugin('precompress', 'closeBundle', precompressFolder);
}
