import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { chakraGlobalCss } from '../scripts/build/chakra-global-css';
import { build, type Plugin } from 'vite';
import { flowsViewerLocale } from '../contract/flows-viewer-page';

/** Where the viewer's build goes inside the site's (dist/flows-viewer/: its page and its assets). */
export const FLOWS_VIEWER_DIR = 'flows-viewer';

/**
 * The flows viewer beside the traveller app: a build of its own (its page, flows-viewer/index.html, and its
 * chunks, never shared with the app's), written into the site's build by the same `vite build`, and answered
 * at /flows and /{locale}/flows by the development server. The server decides where it is on (FLOWS_PAGE).
 */
export function flowsViewer(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let isBuild = false;
  const viewerRoot = () => resolve(root, FLOWS_VIEWER_DIR);
  return {
    name: 'flows-viewer',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      isBuild = config.command === 'build';
    },
    async writeBundle() {
      if (!isBuild) return;
      await build({
        configFile: false,
        root: viewerRoot(),
        // The page is served at /flows: its assets need absolute addresses.
        base: `/${FLOWS_VIEWER_DIR}/`,
        publicDir: false,
        logLevel: 'warn',
        plugins: [react(), chakraGlobalCss()],
        build: {
          outDir: resolve(outDir, FLOWS_VIEWER_DIR),
          emptyOutDir: true,
          sourcemap: false,
          // elkjs's layout engine (1.6 MB, in its own worker) is what it is: a page for staff, not travellers.
          chunkSizeWarningLimit: 2000,
          modulePreload: { polyfill: false },
          rolldownOptions: { output: { chunkFileNames: 'assets/[hash].js' } },
        },
      });
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const url = request.url ?? '/';
        if ((request.method !== 'GET' && request.method !== 'HEAD') || !flowsViewerLocale(url)) return next();
        try {
          const page = await readFile(resolve(viewerRoot(), 'index.html'), 'utf8');
          // Served at /flows, not beside its files: its own scripts get their full address.
          const html = await server.transformIndexHtml(url, page.replaceAll('src="./', `src="/${FLOWS_VIEWER_DIR}/`));
          response.setHeader('content-type', 'text/html; charset=utf-8');
          response.end(html);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
