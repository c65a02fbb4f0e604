import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../contract/call-paths';
import { startReadinessProxy } from './testing/readiness-proxy';
import { runAdmin, withDatabase } from './testing/seeded-template';

const serverUrl = process.env.TEST_DATABASE_URL;
const DRAIN_SECONDS = 2;
const TIMEOUT_SECONDS = 5;

/**
 * A deploy as an operator runs one: two instances (real processes, server/main.ts) behind a load balancer
 * that follows /readyz, a steady stream of calls through it, and SIGTERM to one instance mid-stream.
 */
describe.skipIf(!serverUrl)('SIGTERM under load (skipped without TEST_DATABASE_URL)', () => {
  const name = `drain_${randomUUID().replaceAll('-', '')}`;
  const instances: { process: ChildProcess; url: string; output: string[] }[] = [];
  beforeAll(async () => {
    await runAdmin(serverUrl!, [`CREATE DATABASE ${name}`]);
    const ports = [await freePort(), await freePort()];
    for (const port of ports) instances.push(startInstance(withDatabase(serverUrl!, name), port));
    await Promise.all(instances.map((instance) => untilReady(instance.url)));
  }, 180_000);
  afterAll(async () => {
    for (const instance of instances) instance.process.kill('SIGKILL');
    await runAdmin(serverUrl!, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
  });

  it('loses no call: 0 resets, 0 × 5xx, and the instance exits within its bound, logging each step', async () => {
    const proxy = await startReadinessProxy(instances.map((instance) => instance.url));
    const [leaving] = instances as [(typeof instances)[number]];
    const outcomes = { ok: 0, serverErrors: 0, resets: 0, other: 0 };
    let streaming = true;
    const stream = async () => {
      while (streaming) {
        try {
          const reply = await fetch(`${proxy.url}${CALLS.infoNoticeListByWeb}`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ json: JSON.stringify({ in_json: {}, common_para: {} }) }),
          });
          await reply.arrayBuffer();
          if (reply.status === 200) outcomes.ok += 1;
          else if (reply.status >= 500) outcomes.serverErrors += 1;
          else outcomes.other += 1;
        } catch {
          outcomes.resets += 1;
        }
      }
    };
    const clients = Array.from({ length: 20 }, stream);
    await sleep(1000);
    const signalledAt = Date.now();
    const exited = new Promise<{ code: number | null; afterMs: number }>((resolve) =>
      leaving.process.once('exit', (code) => resolve({ code, afterMs: Date.now() - signalledAt })),
    );
    leaving.process.kill('SIGTERM');
    const okAtSignal = outcomes.ok;
    const { code, afterMs } = await exited;
    const okAtExit = outcomes.ok;
    await sleep(1000);
    streaming = false;
    await Promise.all(clients);
    await proxy.close();
    expect(outcomes).toMatchObject({ serverErrors: 0, resets: 0, other: 0 });
    // Calls went on all along: while the instance drained, and after it had gone.
    expect(okAtExit).toBeGreaterThan(okAtSignal);
    expect(outcomes.ok).toBeGreaterThan(okAtExit);
    expect(code).toBe(0);
    expect(afterMs).toBeGreaterThanOrEqual(DRAIN_SECONDS * 1000);
    expect(afterMs).toBeLessThan((DRAIN_SECONDS + TIMEOUT_SECONDS) * 1000);
    const log = leaving.output.join('');
    for (const step of ['/readyz answers 503 now', 'drain over', 'closed cleanly']) expect(log).toContain(step);
  }, 60_000);
});

function startInstance(databaseUrl: string, port: number) {
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      RISK_APP_CHECK: 'off',
      RATE_LIMIT_PER_ADDRESS: '1000000',
      DRAIN_SECONDS: String(DRAIN_SECONDS),
      SHUTDOWN_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS),
      JWT_SECRET: 'drain-test-secret-of-at-least-32-characters',
      RISK_SECRET: 'drain-test-risk-secret-of-at-least-32-chars',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => output.push(String(chunk)));
  child.stderr.on('data', (chunk: Buffer) => output.push(String(chunk)));
  return { process: child, url: `http://127.0.0.1:${port}`, output };
}

async function untilReady(url: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (
      await fetch(`${url}/readyz`).then(
        (reply) => reply.ok,
        () => false,
      )
    )
      return;
    await sleep(250);
  }
  throw new Error(`${url} never became ready`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
