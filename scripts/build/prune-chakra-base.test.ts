import { createSystem, defaultBaseConfig, mergeConfigs, type SystemConfig } from '@chakra-ui/react';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { chakraExportFiles, chakraFilesReachedBy, pruneCssPropertyList, prunePresetBase, styleWordsOf, wordsOf } from './prune-chakra-base';

const presetBasePath = join(dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')), '..', 'esm', 'preset-base.js');
const presetBase = readFileSync(presetBasePath, 'utf8');
const scratch = mkdtempSync(join(tmpdir(), 'pruned-preset-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Loads a pruned preset-base.js as a module, its relative imports pointing back into Chakra's package. */
async function loadPruned(words: string[]): Promise<SystemConfig> {
  const packageDir = pathToFileURL(dirname(presetBasePath)).href;
  const code = prunePresetBase(presetBase, (word) => words.includes(word)).replace(/from '\.\/(.*?)'/g, `from '${packageDir}/$1'`);
  const file = join(scratch, `preset-base-${words.join('-')}.mjs`);
  writeFileSync(file, code);
  return ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { defaultBaseConfig: SystemConfig }).defaultBaseConfig;
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

describe('pruning the CSS property list', () => {
  const listPath = createRequire(import.meta.url).resolve('@pandacss/is-valid-prop').replace(/index\.js$/, 'index.mjs');

  async function loadPrunedList(words: string[]): Promise<(prop: string) => boolean> {
    const file = join(scratch, `is-valid-prop-${words.join('-')}.mjs`);
    writeFileSync(file, pruneCssPropertyList(readFileSync(listPath, 'utf8'), (word) => words.includes(word)));
    return ((await import(/* @vite-ignore */ pathToFileURL(file).href)) as { isCssProperty: (prop: string) => boolean }).isCssProperty;
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

describe('the words that may name a style prop', () => {
  it('are the identifier-shaped words of the texts', () => {
    expect([...wordsOf(['<Box px={4} _hover={{ bg: "brand.600" }} />'])]).toEqual(['Box', 'px', '_hover', 'bg', 'brand']);
  });

  it("come from the site's sources and the Chakra code they reach", () => {
    const words = styleWordsOf(process.cwd());
    // page-frame.tsx sets mx and py; Chakra's Stack lays out with flexDirection; its semantic tokens use _dark.
    for (const word of ['mx', 'py', 'flexDirection', '_dark']) expect(words, word).toContain(word);
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
