import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UNLIMITED_CALLS } from '../../server/testing/unlimited-calls';

/**
 * The built server (`npm run build` first) with production settings (compressed, risk checks on) on a fresh
 * PGlite, as a child process; rate limits lifted, since every benchmark call comes from one address.
 */
export async function startBuiltSite(
  port: number,
  extraEnv: Record<string, string> = {},
): Promise<{ url: string; server: ChildProcess }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-site-data-'));
  const env = {
    ...process.env,
    ...UNLIMITED_CALLS,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    ...extraEnv,
  };
  const server = spawn(process.execPath, ['build/server/main.js'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  server.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 120; tries += 1) {
    if (
      await fetch(`${url}/readyz`).then(
        (reply) => reply.ok,
        () => false,
      )
    )
      return { url, server };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  server.kill('SIGTERM');
  throw new Error('the site did not become ready');
}
