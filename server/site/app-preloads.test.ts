import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadAppPreloads } from './app-preloads';

const dist = mkdtempSync(join(tmpdir(), 'airline-preloads-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const preload = (file: string) => `<link rel="modulepreload" crossorigin href="/assets/${file}">`;
const inert = (links: string) => `<template id="app-preloads">${links}</template>`;

describe('the chunks a page other than home asks for with its HTML', () => {
  it("lists the app the entry starts, with what it imports, and the page's catalogue in its language, each once", () => {
    mkdirSync(join(dist, '.vite'));
    writeFileSync(
      join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/entry.js', isEntry: true, imports: ['_helper.js'], dynamicImports: ['_app.js'] },
        '_helper.js': { file: 'assets/helper.js' },
        '_app.js': { file: 'assets/app.js', name: 'start', imports: ['_helper.js', '_shared.js'] },
        '_shared.js': { file: 'assets/shared.js' },
        'src/i18n/catalogues/en-start.ts': { file: 'assets/en-start.js' },
        'src/i18n/catalogues/en.ts': { file: 'assets/en.js', imports: ['_shared.js'] },
        'src/i18n/catalogues/zhCn-start.ts': { file: 'assets/zhCn-start.js' },
        'src/i18n/catalogues/zhCn.ts': { file: 'assets/zhCn.js' },
        'src/routes/lazy.tsx': { file: 'assets/lazy.js' },
        'src/routes/__root.tsx': { file: 'assets/root.js', imports: ['_app.js'] },
        'src/routes/page.tsx': { file: 'assets/page.js', imports: ['_shared.js'] },
        'src/routes/page.tsx?tsr-split=component': { file: 'assets/page-view.js', imports: ['_view.js'] },
        '_view.js': { file: 'assets/view.js' },
      }),
    );
    const tags = loadAppPreloads(dist);
    // The entry and its helper are named by index.html itself, so they are not named again.
    expect(tags('en', [])).toBe(inert(['app.js', 'shared.js', 'en-start.js', 'en.js'].map(preload).join('')));
    expect(tags('zhCn', [])).toContain(preload('zhCn.js'));
    expect(tags('zhCn', [])).not.toContain('en.js');
  });

  it("adds the route chain's chunks, the router's split parts with their imports, and nothing of other routes", () => {
    const tags = loadAppPreloads(dist)('en', ['src/routes/__root.tsx', 'src/routes/page.tsx']);
    for (const file of ['root.js', 'page.js', 'page-view.js', 'view.js']) expect(tags).toContain(preload(file));
    expect(tags).not.toContain('lazy.js');
    expect(tags.match(/shared\.js/g)).toHaveLength(1);
  });

  it('is nothing without a build manifest', () => {
    expect(loadAppPreloads(join(dist, 'nowhere'))('zhCn', ['src/routes/__root.tsx'])).toBe('');
  });
});
