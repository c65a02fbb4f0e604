import { cpSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

const OUT_DIR = 'build/server';

/**
 * The files the server reads at run time, put where its code looks for them relative to its own module:
 * the migrations beside it (server/db/client.ts) and the catalogues at ../contract/catalogues (server/i18n.ts).
 */
function copyRuntimeFiles(): Plugin {
  return {
    name: 'copy-server-runtime-files',
    apply: 'build',
    closeBundle() {
      cpSync('server/db/migrations', resolve(OUT_DIR, 'migrations'), { recursive: true });
      cpSync('contract/catalogues', resolve(OUT_DIR, '../contract/catalogues'), { recursive: true });
    },
  };
}

/**
 * The production server: server/main.ts and everything it imports from this repository compiled into one
 * ES module, build/server/main.js, that plain `node` runs (no tsx in production). Packages stay in
 * node_modules (Vite's SSR build leaves them external).
 */
export default defineConfig({
  publicDir: false,
  plugins: [copyRuntimeFiles()],
  build: {
    ssr: 'server/main.ts',
    outDir: OUT_DIR,
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    rolldownOptions: { output: { entryFileNames: 'main.js' } },
  },
});
