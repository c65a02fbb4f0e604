import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseSync, type Plugin } from 'vite';

/**
 * Every page loads Chakra's tables of everything a style or an element could name, though the site names a
 * fraction of it:
 * - the base config (`preset-base.js`): ~240 style utilities (`px`, `bg`, `gap`) and ~100 conditions
 *   (`_hover`, `_peerChecked`…), ~5.6 kB gzip;
 * - the colour tokens' twelve palettes;
 * - @pandacss/is-valid-prop's ~600 CSS properties (~2.5 kB gzip), so that any of them works as a style prop;
 * - @emotion/is-prop-valid's ~400 HTML and SVG attributes (~1.4 kB gzip), the props a `chakra.div` passes on
 *   to the DOM.
 * At build time this drops every entry that no source names: a word-level scan of the site's sources and of
 * the Chakra code they reach (for attributes, also of Ark UI, Zag and TanStack Router, whose props reach
 * elements too), so it can keep too much (a word in a comment) but never too little. Development and tests
 * keep the tables whole.
 */

interface Node {
  type: string;
  start: number;
  end: number;
  [field: string]: unknown;
}

const PRESET_BASE = /\/@chakra-ui\/react\/dist\/esm\/preset-base\.js$/;
const CSS_PROPERTY_LIST = /\/@pandacss\/is-valid-prop\/dist\/index\.mjs$/;
const COLOR_TOKENS = /\/@chakra-ui\/react\/dist\/esm\/theme\/tokens\/colors\.js$/;
const ATTRIBUTE_LIST = /\/@emotion\/is-prop-valid\/dist\/emotion-is-prop-valid\.esm\.js$/;
/** Libraries whose code hands props on to elements (the attribute list keeps every name they use). */
const PROP_PASSING_LIBRARIES = ['node_modules/@ark-ui/react/dist', 'node_modules/@zag-js', 'node_modules/@tanstack/react-router/dist/esm'];

/** Every identifier-shaped word of the texts. */
export function wordsOf(texts: Iterable<string>): Set<string> {
  const words = new Set<string>();
  for (const text of texts) for (const word of text.match(/[A-Za-z_$][\w$]*/g) ?? []) words.add(word);
  return words;
}

function filesUnder(dir: string, name: RegExp, skip: RegExp): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (skip.test(path)) return [];
    return statSync(path).isDirectory() ? filesUnder(path, name, skip) : name.test(entry) ? [path] : [];
  });
}

const CHAKRA_ESM = 'node_modules/@chakra-ui/react/dist/esm';

/** Export name → file, from the export lines of Chakra's index.js (`export { Box } from './…'`, namespaces too). */
export function chakraExportFiles(index: string): Map<string, string> {
  const files = new Map<string, string>();
  const namespaces = new Map<string, string>();
  for (const [, local, file] of index.matchAll(/import \* as ([\w$]+) from '([^']+)'/g)) namespaces.set(local!, file!);
  for (const [, names, file] of index.matchAll(/export \{([^}]*)\}(?: from '([^']+)')?/g)) {
    for (const name of names!.split(',')) {
      const [local, exported = local] = name.trim().split(/\s+as\s+/);
      const target = file ?? namespaces.get(local!);
      if (exported && target) files.set(exported, target);
    }
  }
  return files;
}

/** The relative imports of a module's code (static, re-exports and dynamic). */
const relativeImportsOf = (code: string) => [...code.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((match) => match[1]!);

/**
 * The Chakra files the site's code can reach: the files behind the names it imports from '@chakra-ui/react',
 * the files it imports from Chakra's dist directly, and everything those import in turn.
 */
export function chakraFilesReachedBy(siteFiles: Iterable<string>, root: string): Set<string> {
  const esm = join(root, CHAKRA_ESM);
  const exportFiles = chakraExportFiles(readFileSync(join(esm, 'index.js'), 'utf8'));
  const queue: string[] = [];
  for (const file of siteFiles) {
    const code = readFileSync(file, 'utf8');
    for (const [, names] of code.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const name of names!.split(',')) {
        const target = exportFiles.get(name.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!);
        if (target) queue.push(join(esm, target));
      }
    }
    for (const specifier of relativeImportsOf(code)) {
      const path = join(dirname(file), specifier);
      if (path.startsWith(esm)) queue.push(path);
    }
  }
  const reached = new Set<string>();
  while (queue.length) {
    const file = queue.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    for (const specifier of relativeImportsOf(readFileSync(file, 'utf8'))) queue.push(join(dirname(file), specifier));
  }
  return reached;
}

/**
 * The words that may name a style prop: the site's sources, and the Chakra code they reach (not all of
 * Chakra: its ~100 components name far more style props than the few the site uses).
 */
export function styleWordsOf(root: string): Set<string> {
  const siteFiles = filesUnder(join(root, 'src'), /\.(tsx?|js)$/, /\.test\.tsx?$/);
  // The files being pruned do not count: they name everything they define.
  const chakraFiles = [...chakraFilesReachedBy(siteFiles, root)].filter((file) => !PRESET_BASE.test(file) && !COLOR_TOKENS.test(file));
  return wordsOf([...siteFiles, ...chakraFiles].map((file) => readFileSync(file, 'utf8')));
}

function* nodesOf(value: unknown): Generator<Node> {
  if (Array.isArray(value)) for (const item of value) yield* nodesOf(item);
  else if (value && typeof value === 'object') {
    if (typeof (value as Node).type === 'string') yield value as Node;
    for (const child of Object.values(value)) yield* nodesOf(child);
  }
}

const keyName = (property: Node) => {
  const key = property.key as Node & { name?: string; value?: unknown };
  return key.type === 'Identifier' ? key.name! : String(key.value);
};

/** A utility's `shorthand: ['bg']` names, if it has any. */
function shorthandsOf(utility: Node): string[] {
  const value = utility.value as Node;
  if (value.type !== 'ObjectExpression') return [];
  const shorthand = (value.properties as Node[]).find((property) => property.type === 'Property' && keyName(property) === 'shorthand');
  const list = shorthand?.value as Node | undefined;
  return list?.type === 'ArrayExpression' ? (list.elements as Node[]).map((element) => String(element.value)) : [];
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** The object literal with only the properties `keep` accepts (their source text unchanged; spreads stay). */
function keepProperties(code: string, object: Node, keep: (property: Node) => boolean): Edit {
  const kept = (object.properties as Node[]).filter((property) => property.type !== 'Property' || keep(property)).map((property) => code.slice(property.start, property.end));
  return { start: object.start, end: object.end, text: `{\n${kept.join(',\n')}\n}` };
}

/** The code with its edits made, last first so the earlier ones' positions still hold. */
function applyEdits(code: string, edits: readonly Edit[]): string {
  return [...edits].sort((a, b) => b.start - a.start).reduce((text, edit) => text.slice(0, edit.start) + edit.text + text.slice(edit.end), code);
}

/** preset-base.js without the conditions and utilities that `isUsed` does not name (a condition is used as `_name`). */
export function prunePresetBase(code: string, isUsed: (word: string) => boolean): string {
  const nodes = [...nodesOf(parseSync('preset-base.js', code).program)];
  const conditions = nodes.find((node) => node.type === 'CallExpression' && (node.callee as Node & { name?: string }).name === 'defineConditions');
  const utilities = nodes.find((node) => node.type === 'Property' && keyName(node) === 'utilities' && (node.value as Node).type === 'ObjectExpression');
  if (!conditions || !utilities) throw new Error("Chakra's preset-base.js changed shape: no defineConditions({…}) or utilities: {…} found");
  return applyEdits(code, [
    keepProperties(code, (conditions.arguments as Node[])[0]!, (property) => isUsed(`_${keyName(property)}`)),
    keepProperties(code, utilities.value as Node, (property) => [keyName(property), ...shorthandsOf(property)].some(isUsed)),
  ]);
}

/**
 * A module with one list literal cut to the entries `isUsed` names: `list` captures what precedes the
 * entries, the entries themselves and what follows them.
 */
function keepListed(code: string, list: RegExp, separator: string, isUsed: (word: string) => boolean, whenMissing: string): string {
  const found = list.exec(code);
  if (!found) throw new Error(whenMissing);
  const [whole, before, entries, after] = found;
  return code.replace(whole, `${before}${entries!.split(separator).filter(isUsed).join(separator)}${after}`);
}

/** is-valid-prop's module with only the CSS properties `isUsed` names (custom properties and selectors stay valid). */
export function pruneCssPropertyList(code: string, isUsed: (word: string) => boolean): string {
  return keepListed(code, /(var cssPropertiesStr = ")([\w,]+)(";)/, ',', isUsed, '@pandacss/is-valid-prop changed shape: no var cssPropertiesStr = "…" found');
}

/** The words that may name an element's attribute: the style words, and those of the libraries that pass props on. */
export function attributeWordsOf(root: string, styleWords: Set<string>): Set<string> {
  const files = PROP_PASSING_LIBRARIES.flatMap((dir) => filesUnder(join(root, dir), /\.m?js$/, /\.cjs$/));
  return new Set([...styleWords, ...wordsOf(files.map((file) => readFileSync(file, 'utf8')))]);
}

/** is-prop-valid's module with only the attributes `isUsed` names (`data-*`, `aria-*` and `on…` stay valid). */
export function pruneAttributeList(code: string, isUsed: (word: string) => boolean): string {
  return keepListed(code, /(var reactPropsRegex = \/\^\(\()([\w|]+)(\)\|)/, '|', isUsed, '@emotion/is-prop-valid changed shape: no var reactPropsRegex = /^((…)|…/ found');
}

/** Chakra's colour tokens without the palettes `isUsed` does not name (`teal` for `teal.500`). */
export function prunePalettes(code: string, isUsed: (word: string) => boolean): string {
  const call = [...nodesOf(parseSync('colors.js', code).program)].find(
    (node) => node.type === 'CallExpression' && code.slice(node.start, node.end).startsWith('defineTokens.colors('),
  );
  if (!call) throw new Error("Chakra's colors.js changed shape: no defineTokens.colors({…}) found");
  return applyEdits(code, [keepProperties(code, (call.arguments as Node[])[0]!, (property) => isUsed(keyName(property)))]);
}

/** The build's plugin: prunes the four tables by the words of the project's sources. */
export function pruneChakraBase(): Plugin {
  let words = new Set<string>();
  let attributeWords = new Set<string>();
  return {
    name: 'prune-chakra-base',
    apply: 'build',
    configResolved(config) {
      words = styleWordsOf(config.root);
      attributeWords = attributeWordsOf(config.root, words);
    },
    transform(code, id) {
      const isUsed = (word: string) => words.has(word);
      if (PRESET_BASE.test(id)) return { code: prunePresetBase(code, isUsed), map: null };
      if (CSS_PROPERTY_LIST.test(id)) return { code: pruneCssPropertyList(code, isUsed), map: null };
      if (COLOR_TOKENS.test(id)) return { code: prunePalettes(code, isUsed), map: null };
      if (ATTRIBUTE_LIST.test(id)) return { code: pruneAttributeList(code, (word) => attributeWords.has(word)), map: null };
      return undefined;
    },
  };
}
