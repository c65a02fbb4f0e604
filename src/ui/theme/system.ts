import { createSystem, type SystemContext } from '@chakra-ui/react';
import chakraGlobalCss from 'virtual:chakra-global-css';
import { appSystemConfig } from './system-config';

let system: SystemContext | undefined;

/**
 * The site's design system, made on first use, in a task of its own (start-app.tsx) rather than while the
 * app's code is evaluated.
 * Its reset, global and token CSS (what ChakraProvider writes into the page) is the theme's largest piece of
 * work, ~100 ms of a phone's main thread: the build makes it once (scripts/build/chakra-global-css.ts), and
 * the system made here carries that text instead of its own, which the build leaves unmade.
 */
export function appSystem(): SystemContext {
  system ??= Object.defineProperty(createSystem(appSystemConfig), '_global', { value: chakraGlobalCss });
  return system;
}
