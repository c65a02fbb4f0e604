import { createSystem, defaultBaseConfig, mergeConfigs, type SystemConfig } from '@chakra-ui/react';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  attributeWordsOf,
  chakraExportFiles,
  chakraFilesReachedBy,
  pruneAttributeList,
  pruneCssPropertyList,
  prunePalettes,
  prunePresetBase,
  styleWordsOf,
  wordsOf,
} from './prune-chakra-base';

const presetBasePath = join(dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')), '..', 'esm', 'preset-base.js');
const presetBase = readFileSync(presetBasePath, 'utf8');
const scratch = mkdtempSync(join(tmpdir(), 'pruned-preset-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Loads pruned code as a module in place of the Chakra file it came from (its relative imports still resolve). */
async function loadInstead<T>(code: string, originalPath: string, name: string): Promise<T> {
  const absolute = code.replace(/from '(\.{1,2}\/[^']+)'/g, (_, specifier: string) => `from '${pathToFileURL(join(dirname(originalPath), specifier)).href}'`);
  const file = join(scratch, `${name}.mjs`);
  writeFileSync(file, absolute);
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as T;
}

async function loadPruned(words: string[]): Promise<SystemConfig> {
  const code = prunePresetBase(presetBase, (word) => words.includes(word));
  return (await loadInstead<{ defaultBaseConfig: SystemConfig }>(code, presetBasePath, `preset-base-${words.join('-')}`)).defaultBaseConfig;
}

describe("pruning Chakra's base config", () => {
  it('keeps the utilities named by their own name or a shorthand, and the conditions named with an underscore', async () => {
    const pruned = await loadPruned(['px', 'color', '_hover', 'hover', 'bgGradientless']);
    expect(Object.keys(pruned.utilities ?? {}).sort()).toEqual(['color', 'paddingInline']);
    expect(Object.keys(pruned.conditions ?? {})).toEqual(['hover']);
  });

  it('leaves what it keeps exactly as Chakra wrote it', async () => {
    const words = ['bg', 'px', 'gap', 'focusRing', '_hover', '_focusVisible', '_disabled'];
    const full = createSystem(defaultBaseConfig);
    const pruned = createSystem(mergeConfigs(await loadPruned(words)));
    const style = { bg: 'red.500', px: 4, gap: '2', focusRing: 'outside', _hover: { bg: 'blue.500' }, _focusVisible: { px: 2 }, _disabled: { gap: 1 } };
    expect(pruned.css(style)).toEqual(full.css(style));
    expect(full.isValidProperty('bgGradient')).toBe(true);
    expect(pruned.isValidProperty('bgGradient')).toBe(false);
  });

  it('refuses a preset-base.js of another shape rather than shipping it unpruned', () => {
    expect(() => prunePresetBase('export const defaultBaseConfig = {};', () => true)).toThrow(/changed shape/);
  });
});

describe('pruning the colour palettes', () => {
  const colorsPath = join(dirname(presetBasePath), 'theme', 'tokens', 'colors.js');

  it('keeps the colours and palettes some word names, exactly as Chakra wrote them', async () => {
    const chakra = (await import(/* @vite-ignore */ pathToFileURL(colorsPath).href)) as { colors: Record<string, unknown> };
    const code = prunePalettes(readFileSync(colorsPath, 'utf8'), (word) => ['white', 'gray', 'blue'].includes(word));
    const { colors } = await loadInstead<{ colors: Record<string, unknown> }>(code, colorsPath, 'colors');
    expect(colors).toEqual({ white: chakra.colors.white, gray: chakra.colors.gray, blue: chakra.colors.blue });
  });

  it('refuses a colors.js of another shape rather than shipping it unpruned', () => {
    expect(() => prunePalettes('export const colors = {};', () => true)).toThrow(/changed shape/);
  });
});

describe('pruning the CSS property list', () => {
  const listPath = createRequire(import.meta.url).resolve('@pandacss/is-valid-prop').replace(/index\.js$/, 'index.mjs');

  async function loadPrunedList(words: string[]): Promise<(prop: string) => boolean> {
    const code = pruneCssPropertyList(readFileSync(listPath, 'utf8'), (word) => words.includes(word));
    return (await loadInstead<{ isCssProperty: (prop: string) => boolean }>(code, listPath, `is-valid-prop-${words.join('-')}`)).isCssProperty;
  }

  it('keeps the named CSS properties, custom properties and selectors, and drops the rest', async () => {
    const isCssProperty = await loadPrunedList(['accentColor', 'zIndex', 'notAProperty']);
    expect(['accentColor', 'zIndex', '--brand', '&:hover', '@media print'].filter(isCssProperty)).toHaveLength(5);
    expect(['notAProperty', 'writingMode', 'alignItems'].some(isCssProperty)).toBe(false);
  });

  it('refuses a list of another shape rather than shipping it unpruned', () => {
    expect(() => pruneCssPropertyList('export const isCssProperty = () => true;', () => true)).toThrow(/changed shape/);
  });
});

describe('pruning the attribute list', () => {
  const listPath = createRequire(import.meta.url).resolve('@emotion/is-prop-valid').replace(/\.cjs\.js$/, '.esm.js');
  const attributeTest = (code: string) => new RegExp(/var reactPropsRegex = \/(.+)\/;/.exec(code)![1]!);

  it('keeps the named attributes, and every data-, aria- and x- attribute', () => {
    const isAttribute = attributeTest(pruneAttributeList(readFileSync(listPath, 'utf8'), (word) => ['href', 'children'].includes(word)));
    expect(['href', 'children', 'data-state', 'aria-label', 'x-test'].filter((name) => isAttribute.test(name))).toHaveLength(5);
    expect(['alt', 'srcSet', 'hidden'].some((name) => isAttribute.test(name))).toBe(false);
  });

  it("keeps every attribute the site, Chakra, Ark UI, Zag or TanStack Router's links name", () => {
    const words = attributeWordsOf(process.cwd(), styleWordsOf(process.cwd()));
    const isAttribute = attributeTest(pruneAttributeList(readFileSync(listPath, 'utf8'), (word) => words.has(word)));
    for (const name of ['href', 'target', 'rel', 'type', 'tabIndex', 'role', 'hidden', 'htmlFor', 'autoComplete', 'inputMode']) expect(isAttribute.test(name), name).toBe(true);
  });

  it('refuses a list of another shape rather than shipping it unpruned', () => {
    expect(() => pruneAttributeList('export default () => true;', () => true)).toThrow(/changed shape/);
  });
});

describe('the words that may name a style prop', () => {
  it('are the identifier-shaped words of the texts', () => {
    expect([...wordsOf(['<Box px={4} _hover={{ bg: "brand.600" }} />'])]).toEqual(['Box', 'px', '_hover', 'bg', 'brand']);
  });

  it("come from the site's sources and the Chakra code they reach", () => {
    const words = styleWordsOf(process.cwd());
    // page-frame.tsx sets mx and py; Chakra's Stack lays out with flexDirection. The site has no dark mode,
    // and the Chakra code it reaches names none: Chakra's components it does not use do.
    for (const word of ['mx', 'py', 'flexDirection']) expect(words, word).toContain(word);
    expect(words).not.toContain('_dark');
  });

  it("find Chakra's files behind the names imported from it, and follow their imports", () => {
    const exportFiles = chakraExportFiles("export { Box } from './components/box/index.js';\nimport * as namespace$2 from './components/alert/namespace.js';\nexport { namespace$2 as Alert };\nexport { a as b, c } from './x.js';");
    expect(Object.fromEntries(exportFiles)).toEqual({ Box: './components/box/index.js', Alert: './components/alert/namespace.js', b: './x.js', c: './x.js' });

    const site = join(scratch, 'site.tsx');
    writeFileSync(site, "import { HStack, type BoxProps } from '@chakra-ui/react';\n");
    const reached = [...chakraFilesReachedBy([site], process.cwd())].map((file) => file.replace(/.*\/dist\/esm\//, ''));
    expect(reached).toContain('components/stack/h-stack.js');
    expect(reached).toContain('components/stack/stack.js');
    expect(reached).toContain('styled-system/factory.js');
    expect(reached.some((file) => file.startsWith('components/color-picker/'))).toBe(false);
  });
});
