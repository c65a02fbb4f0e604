import { describe, expect, it } from 'vitest';
import { filesLoadedFirst, keysOfSource, type Manifest } from './bundle-graph';

// As the build makes it: the entry (src/main.tsx) with the lazy-import helper, and one lazy import, the app's
// start chunk (src/start-app.tsx and all it imports), which imports its other chunks (here the router's), the
// routes and the catalogues lazily in turn.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_helper.js'],
    dynamicImports: ['_app.js'],
  },
  '_helper.js': { file: 'assets/helper.js' },
  '_app.js': {
    file: 'assets/app.js',
    name: 'start',
    imports: ['_helper.js', '_vendor.js'],
    css: ['assets/app.css'],
    dynamicImports: [
      '_router.js',
      'src/routes/a.tsx?tsr-split=component',
      'src/routes/b.tsx?tsr-split=component',
      'contract/catalogues/zhCn/flowNames.json',
    ],
  },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_router.js': { file: 'assets/router.js', name: 'router', imports: ['_app.js', '_vendor.js'] },
  '_frame.js': { file: 'assets/frame.js', imports: ['_app.js'], css: ['assets/frame.css'] },
  'src/routes/a.tsx?tsr-split=component': {
    file: 'assets/a.js',
    imports: ['_frame.js'],
    dynamicImports: ['src/heavy.ts'],
  },
  'src/routes/a.tsx?tsr-split=errorComponent': { file: 'assets/a-error.js' },
  'src/routes/ab.tsx?tsr-split=component': { file: 'assets/ab.js' },
  'src/routes/b.tsx?tsr-split=component': { file: 'assets/b.js' },
  'src/heavy.ts': { file: 'assets/heavy.js' },
  'contract/catalogues/zhCn/flowNames.json': { file: 'assets/flowNames-zhCn.js' },
  'contract/catalogues/en/flowNames.json': { file: 'assets/flowNames-en.js' },
  'src/i18n/catalogues/zhCn.ts': { file: 'assets/catalogue-zhCn.js' },
  'src/i18n/catalogues/en.ts': { file: 'assets/catalogue-en.js' },
  'src/i18n/catalogues/zhCn-start.ts': { file: 'assets/catalogue-zhCn-start.js' },
};

describe('keysOfSource', () => {
  it('finds every split part of a route file and no file that merely shares its prefix', () => {
    expect(keysOfSource(manifest, 'src/routes/a.tsx').sort()).toEqual([
      'src/routes/a.tsx?tsr-split=component',
      'src/routes/a.tsx?tsr-split=errorComponent',
    ]);
  });
});

describe('filesLoadedFirst', () => {
  const loaded = filesLoadedFirst(manifest, ['src/routes/a.tsx'], 'zhCn');

  it("takes the entry, the app's start chunks, the route chain and their static imports, with their CSS", () => {
    expect([...loaded.js].sort()).toEqual([
      'assets/a-error.js',
      'assets/a.js',
      'assets/app.js',
      'assets/catalogue-zhCn-start.js',
      'assets/catalogue-zhCn.js',
      'assets/frame.js',
      'assets/helper.js',
      'assets/index.js',
      'assets/router.js',
      'assets/vendor.js',
    ]);
    expect([...loaded.css].sort()).toEqual(['assets/app.css', 'assets/frame.css']);
  });

  it("leaves out other routes, the app's and the routes' own lazy imports, areas loaded on demand, and other locales", () => {
    expect(loaded.js.has('assets/b.js')).toBe(false);
    expect(loaded.js.has('assets/heavy.js')).toBe(false);
    expect(loaded.js.has('assets/flowNames-zhCn.js')).toBe(false);
    expect(loaded.js.has('assets/catalogue-en.js')).toBe(false);
  });
});

describe('filesLoadedFirst for a page shown with the start areas of the catalogue', () => {
  it('takes the start chunk and leaves the other areas for later', () => {
    const loaded = filesLoadedFirst(manifest, ['src/routes/a.tsx'], 'zhCn', 'start');
    expect(loaded.js.has('assets/catalogue-zhCn-start.js')).toBe(true);
    expect(loaded.js.has('assets/catalogue-zhCn.js')).toBe(false);
  });
});
