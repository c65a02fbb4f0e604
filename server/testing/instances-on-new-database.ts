import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { manualClock } from '../clock';
import { loadConfig } from '../config';
import { startServer, type RunningServer } from '../start-server';
import { runAdmin, withDatabase } from './seeded-template';
import { TEST_NOW } from './test-now';

/**
 * A suite's servers as a deployment runs them: `count` instances started together on one new, empty database
 * of the PostgreSQL at `serverUrl` (so they race for its migrations and seed), each on its own port, with
 * `environment` on top of quiet defaults. The array fills before the suite's tests; after them the instances
 * close and the database is dropped.
 */
export function instancesOnNewDatabase(
  serverUrl: string,
  { prefix, count, environment }: { prefix: string; count: number; environment: NodeJS.ProcessEnv },
): RunningServer[] {
  const name = `${prefix}_${randomUUID().replaceAll('-', '')}`;
  const servers: RunningServer[] = [];
  beforeAll(async () => {
    await runAdmin(serverUrl, [`CREATE DATABASE ${name}`]);
    const config = loadConfig({
      DATABASE_URL: withDatabase(serverUrl, name),
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      RISK_APP_CHECK: 'off',
      ...environment,
    });
    const started = Array.from({ length: count }, () => startServer(config, { clock: manualClock(TEST_NOW) }));
    servers.push(...(await Promise.all(started)));
  }, 180_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await runAdmin(serverUrl, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
  });
  return servers;
}
