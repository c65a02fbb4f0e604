import { mkdtempSync, readFileSync, existsSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress';

describe('precompressFolder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes brotli and gzip copies of text files that decompress to the original, and skips small and binary files', async () => {
    mkdirSync(join(dir, 'assets'));
    const script = 'export const words = "airline";\n'.repeat(100);
    writeFileSync(join(dir, 'assets', 'entry.js'), script);
    writeFileSync(join(dir, 'tiny.css'), 'a{}');
    writeFileSync(join(dir, 'photo.jpg'), Buffer.alloc(4096, 1));
    await precompressFolder(dir);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'entry.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'entry.js.gz'))).toString()).toBe(script);
    expect(existsSync(join(dir, 'tiny.css.br'))).toBe(false);
    expect(existsSync(join(dir, 'photo.jpg.br'))).toBe(false);
  });
});
