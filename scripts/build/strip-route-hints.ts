import type { Plugin } from 'vite';

/**
 * Route files name their own path (`createFileRoute('/{-$locale}/member/pointAdd')`) for TanStack Router's
 * route generator and types, and the unsplit ones say `codeSplitGroupings: []` to its code-splitting plugin.
 * At run time neither is read (createFileRoute ignores its argument), yet the route table of the spec's
 * 113 routes carries both to every first load (~0.7 kB gzip). Once the router plugin has read them, the
 * build drops them. Development and tests keep the files as written.
 */
const ROUTE_FILE = /\/src\/routes\/.*\.tsx$/;

export function stripRouteHintsFrom(code: string): string {
  return code.replace(/\bcreateFileRoute\((['"`])[^'"`]*\1\)/g, 'createFileRoute()').replace(/\bcodeSplitGroupings:\s*\[\],?\s*/g, '');
}

export function stripRouteHints(): Plugin {
  return {
    name: 'strip-route-hints',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!ROUTE_FILE.test(id)) return undefined;
      return { code: stripRouteHintsFrom(code), map: null };
    },
  };
}
