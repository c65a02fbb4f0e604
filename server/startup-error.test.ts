import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { listenError, StartupError } from './startup-error';

/** A port that refuses connections: taken for a moment, then given back. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('start-up failures an operator can fix', () => {
  let taken: Server;
  let takenPort: number;
  beforeAll(async () => {
    taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    takenPort = (taken.address() as { port: number }).port;
  });
  afterAll(() => new Promise((resolve) => taken.close(resolve)));

  it('a DATA_DIR that cannot hold the database says so', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'airline-data-')), 'a-file');
    writeFileSync(file, 'not a folder');
    const failure = await openDatabase({ dataDir: file }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StartupError);
    expect((failure as Error).message).toMatch(/^Cannot open the embedded database in DATA_DIR=.*a-file \(E[A-Z]+\)/);
  });

  it('an unreachable PostgreSQL is tried again until the bound, then named without its password', async () => {
    const port = await closedPort();
    const retries: string[] = [];
    const started = Date.now();
    const failure = await openDatabase({
      databaseUrl: `postgres://site:s3cret-password@127.0.0.1:${port}/airline`,
      connectSeconds: 2,
      onRetry: (reason) => retries.push(reason),
    }).catch((error: unknown) => error);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(retries.length).toBeGreaterThanOrEqual(1);
    expect(failure).toBeInstanceOf(StartupError);
    const message = (failure as Error).message;
    expect(message).toMatch(
      new RegExp(`^PostgreSQL at 127\\.0\\.0\\.1:${port}/airline did not answer within 2 s \\(.*ECONNREFUSED`),
    );
    expect(message).not.toContain('s3cret');
  });

  it('a port in use is named with what to do', async () => {
    const app = Fastify();
    const failure = await app.listen({ port: takenPort, host: '127.0.0.1' }).catch((error: unknown) => error);
    await app.close();
    expect(listenError('127.0.0.1', takenPort, failure).message).toBe(
      `Port ${takenPort} on 127.0.0.1 is in use by another process: stop it or set PORT to a free port.`,
    );
  });

  it('the server process ends such a failure with one readable line and exit code 1, no stack trace', async () => {
    const port = await closedPort();
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: `postgres://site:pw@127.0.0.1:${port}/airline`,
        DATABASE_CONNECT_SECONDS: '1',
        LOG_LEVEL: 'silent',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^PostgreSQL at 127\.0\.0\.1:\d+\/airline did not answer within 1 s/),
    ]);
  }, 60_000);
});
