import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './testing/test-app';
import { suiteApp } from './testing/suite-app';

describe('health checks', () => {
  const test = suiteApp();

  it('/healthz says the process is up, as JSON, to GET and HEAD', async () => {
    const reply = await test.app.inject({ method: 'GET', url: '/healthz' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('application/json');
    expect(reply.json()).toMatchObject({ status: 'ok' });
    expect((await test.app.inject({ method: 'HEAD', url: '/healthz' })).statusCode).toBe(200);
  });

  it('/readyz says ready when the database answers with every migration applied', async () => {
    const reply = await test.app.inject({ method: 'GET', url: '/readyz' });
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body).toMatchObject({ status: 'ready', database: 'ok', databaseKind: test.database.kind });
    expect(body.databaseId).toMatch(/^[0-9a-f-]{36}$/);
    // Made once and kept in the database: every instance on it names the same one.
    expect((await test.app.inject({ method: 'GET', url: '/readyz' })).json().databaseId).toBe(body.databaseId);
    expect(body.migrations.applied).toBe(body.migrations.expected);
    expect(body.migrations.expected).toBeGreaterThan(5);
  });

  it('/readyz answers 503 while a shipped migration is missing', async () => {
    const result = await test.database.db.execute(sql`select max(id) as id from drizzle.__drizzle_migrations`);
    const [last] = (result as unknown as { rows: { id: number }[] }).rows;
    await test.database.db.execute(
      sql`create temp table saved_migration as select * from drizzle.__drizzle_migrations where id = ${last!.id}`,
    );
    await test.database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last!.id}`);
    try {
      const reply = await test.app.inject({ method: 'GET', url: '/readyz' });
      expect(reply.statusCode).toBe(503);
      expect(reply.json()).toMatchObject({ status: 'migrating', database: 'ok' });
    } finally {
      await test.database.db.execute(sql`insert into drizzle.__drizzle_migrations select * from saved_migration`);
    }
    expect((await test.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('/readyz answers 503 while draining for a shutdown, and replies then close their connections', async () => {
    const lifecycle = { draining: false };
    const draining = await createTestApp({ lifecycle });
    try {
      lifecycle.draining = true;
      const ready = await draining.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'draining' });
      const live = await draining.app.inject({ method: 'GET', url: '/healthz' });
      expect(live.statusCode).toBe(200);
      expect(live.headers.connection).toBe('close');
    } finally {
      await draining.close();
    }
  });
});
