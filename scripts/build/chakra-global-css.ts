import { createSystem } from '@chakra-ui/react';
import { serializeStyles } from '@emotion/serialize';
import type { Plugin } from 'vite';
import { appSystemConfig } from '../../src/ui/theme/system-config';

const MODULE_ID = 'virtual:chakra-global-css';
const RESOLVED_ID = `\0${MODULE_ID}`;
const CHAKRA_SYSTEM = /\/@chakra-ui\/react\/dist\/esm\/styled-system\/system\.js$/;
const EAGER_GLOBAL = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const RETURNED_GLOBAL = '    _global,\n';

/** The CSS ChakraProvider writes into the page for the site's theme, serialized as Emotion serializes it. */
export function chakraGlobalCssText(): string {
  return serializeStyles([createSystem(appSystemConfig)._global]).styles;
}

/**
 * `createSystem` makes its reset, global and token CSS eagerly; the app's system carries the build's text
 * instead (src/ui/theme/system.ts). Only the made-on-read part of Chakra's module changes; a Chakra whose
 * module reads otherwise fails the build here rather than quietly paying the cost again.
 */
export function lazyChakraGlobal(code: string): string {
  if (!code.includes(EAGER_GLOBAL) || !code.includes(RETURNED_GLOBAL))
    throw new Error("chakra-global-css: Chakra's createSystem no longer reads as expected; update the plugin");
  return code
    .replace(EAGER_GLOBAL, 'let _global;')
    .replace(RETURNED_GLOBAL, '    get _global() { return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]); },\n');
}

/** `virtual:chakra-global-css`, and Chakra's system module with that CSS made only if asked for. */
export function chakraGlobalCss(): Plugin {
  return {
    name: 'chakra-global-css',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? `export default ${JSON.stringify(chakraGlobalCssText())};` : undefined),
    // Two lines of Chakra's module change length; its source map is kept as it is.
    transform: (code, id) => (CHAKRA_SYSTEM.test(id) ? { code: lazyChakraGlobal(code), map: null } : undefined),
  };
}
