import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOTS = ['src', 'server', 'contract', 'machines', 'flows-viewer', 'scripts', 'tests'];
/** The product's code: what it imports may be a dependency; what only the flows viewer imports may not. */
const PRODUCT_ROOTS = ['src', 'server', 'contract', 'machines'];
const CONFIG_FILES = ['vite.config.ts', 'vitest.config.ts', 'playwright.config.ts', 'drizzle.config.ts'];
const PACKAGE_NAME = /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(\/|$)/;
const IMPORT = /(?:^|\s)(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx|js|mjs)$/.test(name) ? [path] : [];
  });
}

/** 'react-dom/client' → 'react-dom'; '@tanstack/react-router/x' → '@tanstack/react-router'. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** The packages the files of some roots import, by name. */
function importedPackages(roots: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const file of roots.flatMap(sourceFiles))
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2]!;
      if (PACKAGE_NAME.test(specifier)) names.add(packageOf(specifier));
    }
  return names;
}

describe('package.json', () => {
  it('declares every package the code imports', () => {
    const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
    const declared = new Set([
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.devDependencies ?? {}),
    ]);
    const undeclared = new Set<string>();
    for (const file of [...ROOTS.flatMap(sourceFiles), ...CONFIG_FILES]) {
      for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const specifier = match[1] ?? match[2]!;
        if (!PACKAGE_NAME.test(specifier)) continue;
        const name = packageOf(specifier);
        if (builtinModules.includes(name) || declared.has(name)) continue;
        undeclared.add(`${name} (${file})`);
      }
    }
    expect([...undeclared]).toEqual([]);
  });

  it("keeps the flows viewer's own packages out of the product's dependencies", () => {
    const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
    const product = importedPackages(PRODUCT_ROOTS);
    const viewerOnly = [...importedPackages(['flows-viewer'])].filter((name) => !product.has(name));
    expect(viewerOnly.filter((name) => name in (manifest.dependencies ?? {}))).toEqual([]);
  });
});
