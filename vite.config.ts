import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { API_PREFIXES } from './contract/api-prefixes';
import { APP_CHUNKS } from './contract/first-load/app-chunks';
import { flowsCoverage } from './flows-viewer/coverage/flows-coverage';
import { flowsViewer } from './flows-viewer/viewer-build';
import { chakraGlobalCss } from './scripts/build/chakra-global-css';
import { precompress } from './scripts/build/precompress';
import { routeTable } from './scripts/build/route-table';
import { viewerApart } from './scripts/build/viewer-apart';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8081}`;

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader travels with its page (by default it stays in the route tree, so every loader's
      // imports, such as the results pages' fare warming, would load with the first page of all).
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
    chakraGlobalCss(),
    routeTable(),
    viewerApart(),
    flowsViewer(),
    flowsCoverage(),
    precompress(),
  ],
  resolve: {
    alias: [
      // TanStack's store and @xstate/react import the useSyncExternalStore shim for React < 18; React 19 has
      // it built in, so the shim's fallback is dead weight on every page.
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' },
    ],
  },
  server: {
    // In development the API runs beside Vite (scripts/dev.ts); every API prefix is forwarded to it.
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // dist/.vite/manifest.json: which files each page's first visit loads, for `npm run bench:size` (never served).
    manifest: true,
    // Every browser the site supports preloads modules itself; the polyfill would weigh on the first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // @emotion/react imports hoist-non-react-statics (and so react-is) bare, only for withTheme, which the
      // site never calls: both are pure, so marking them side-effect free lets them go (~1 kB gzip).
      treeshake: { moduleSideEffects: (id) => !/\/node_modules\/(hoist-non-react-statics|react-is)\//.test(id) },
      output: {
        // What the first page needs in the app's four chunks (contract/first-load/app-chunks.ts says why four):
        // few requests, and compression sees much at once (dozens of small shared chunks each start theirs from
        // nothing). A group takes its modules' dependencies with it.
        // Chunks are named by their hash alone: the first page carries the name of every chunk a route may
        // load (its lazy imports and their preload lists), ~1 kB gzip of names. `vite build --manifest` (and
        // scripts/bundle-breakdown.ts) says which source each chunk holds.
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          groups: [
            // Vite's helper for lazy imports stays with the entry, which uses it to import the app.
            { name: 'entry', test: /vite\/preload-helper/, priority: APP_CHUNKS.length + 1 },
            ...APP_CHUNKS.map(({ name, head }, index) => ({ name, test: head, priority: APP_CHUNKS.length - index })),
          ],
        },
      },
    },
  },
});
