import type { AddressInfo } from 'node:net';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CALLS } from '../contract/call-paths';
import { members } from './db/schema/accounts';
import type { RunningServer } from './start-server';
import { instancesOnNewDatabase } from './testing/instances-on-new-database';

const serverUrl = process.env.TEST_DATABASE_URL;
const LIMIT = 30;

/** Three instances on one PostgreSQL, as a deployment runs them, with the limits' counts in the database. */
describe.skipIf(!serverUrl)('three instances sharing their rate limits (skipped without TEST_DATABASE_URL)', () => {
  // A plain deployment's settings: no DEMO_DATA.
  const servers = instancesOnNewDatabase(serverUrl!, {
    prefix: 'shared_limits',
    count: 3,
    environment: {
      NODE_ENV: 'production',
      REQUIRE_POSTGRES: 'on',
      RATE_LIMIT_STORE: 'database',
      RATE_LIMIT_PER_ADDRESS: String(LIMIT),
      RATE_LIMIT_WINDOW_SECONDS: '600',
    },
  });

  const baseUrl = (server: RunningServer) => `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;

  it('start with reference data and no demo members, and name the same PostgreSQL in /readyz', async () => {
    expect((await servers[0]!.database.db.select({ n: count() }).from(members))[0]!.n).toBe(0);
    const ready = await Promise.all(servers.map((server) => fetch(`${baseUrl(server)}/readyz`).then((r) => r.json())));
    expect(ready.map((body) => body.databaseKind)).toEqual(['postgres', 'postgres', 'postgres']);
    expect(new Set(ready.map((body) => body.databaseId)).size).toBe(1);
  });

  it('let one address make its limit of calls in all, however they are spread over the instances', async () => {
    const call = (server: RunningServer) =>
      fetch(`${baseUrl(server)}${CALLS.infoNoticeListByWeb}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ json: JSON.stringify({ in_json: {}, common_para: {} }) }),
      }).then((reply) => reply.status);
    // Three times the limit, round robin, ten at a time: in-memory counts would let all 90 through.
    const statuses: number[] = [];
    for (let batch = 0; batch < 9; batch += 1)
      statuses.push(...(await Promise.all(Array.from({ length: 10 }, (_, i) => call(servers[i % 3]!)))));
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3 * LIMIT - LIMIT);
  });
});
