import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * A build-only vite plugin that acts on the build's folder (vite's outDir, resolved against the root): at
 * `writeBundle`, as the bundle is written, or at `closeBundle`, once every plugin's output is there.
 */
export function buildOutputPlugin(
  name: string,
  hook: 'writeBundle' | 'closeBundle',
  act: (outDir: string) => Promise<unknown>,
): Plugin {
  let outDir = 'dist';
  const run = async () => {
    await act(outDir);
  };
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    ...(hook === 'writeBundle' ? { writeBundle: run } : { closeBundle: run }),
  };
}
