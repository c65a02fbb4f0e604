import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chakraGlobalCssText, lazyChakraGlobal } from './chakra-global-css';

const chakraEntry = createRequire(import.meta.url).resolve('@chakra-ui/react');
const chakraSystemModule = readFileSync(
  join(dirname(chakraEntry), '..', 'esm', 'styled-system', 'system.js'),
  'utf8',
);

describe("Chakra's global CSS made by the build", () => {
  it("makes the installed Chakra's system CSS only when read", () => {
    const lazy = lazyChakraGlobal(chakraSystemModule);
    expect(lazy).not.toContain('const _global = [');
    expect(lazy).toContain('get _global() { return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]); }');
  });

  it('fails the build on a Chakra whose module reads otherwise', () => {
    expect(() => lazyChakraGlobal('function createSystem() {}')).toThrow(/no longer reads as expected/);
  });

  it("holds the reset, the site's global styles and every token's variable", () => {
    const css = chakraGlobalCssText();
    expect(css).toMatch(/^@layer reset\{/);
    expect(css).toContain('@layer base{');
    expect(css).toContain('--chakra-colors-brand-600:#b8232f');
    expect(css).toContain('--chakra-spacing-4:1rem');
  });
});
