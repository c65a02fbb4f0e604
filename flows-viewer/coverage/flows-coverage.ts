import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Where the site serves the flow coverage report (linked from /flows). */
export const FLOWS_COVERAGE_PATH = '/flows-coverage/';

/**
 * Puts `npm run coverage:flows`'s report into the site at /flows-coverage/ so the link on /flows works: the
 * build writes it into dist (a machine below 100 % still gets its report, the build goes on); the dev server
 * writes it on the first request. It runs in its own tsx process: the machines are TypeScript of the app,
 * not of this config.
 */
export function flowsCoverage(): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  return {
    name: 'flows-coverage',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      writeReport(root, join(outDir, FLOWS_COVERAGE_PATH));
    },
    configureServer(server) {
      const reportDir = join(root, 'coverage', 'flows');
      let written = false;
      server.middlewares.use(FLOWS_COVERAGE_PATH, (request, response) => {
        if (!written) written = writeReport(root, reportDir);
        const file = (request.url ?? '/').split('?')[0] === '/report.css' ? 'report.css' : 'index.html';
        response.setHeader('content-type', file.endsWith('.css') ? 'text/css' : 'text/html; charset=utf-8');
        response.end(readFileSync(join(reportDir, file)));
      });
    },
  };
}

function writeReport(root: string, dir: string): boolean {
  const tsx = createRequire(import.meta.url).resolve('tsx/cli');
  const run = spawnSync(process.execPath, [tsx, join(root, 'flows-viewer', 'coverage', 'coverage-flows.ts'), dir], { cwd: root, encoding: 'utf8' });
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`The flow coverage report was not written: ${run.stderr || run.stdout}`);
  return true;
}
