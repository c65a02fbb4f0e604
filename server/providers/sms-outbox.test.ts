import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../clock';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { openTestDatabase } from '../testing/test-database';
import { latestSmsTo, registerOutboxPage, sendSms } from './sms-outbox';

describe('the SMS outbox', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(manualClock('2026-06-01T02:00:00Z'));
    await sendSms(database.db, { mobile: '13800138000', text: 'first <b>', code: '111111', sentAt: new Date('2026-06-01T02:00:00Z') });
    await sendSms(database.db, { mobile: '13800138000', text: 'second', code: '222222', sentAt: new Date('2026-06-01T02:01:00Z') });
  });
  afterAll(() => database.close());

  it('keeps the latest message per mobile', async () => {
    expect(await latestSmsTo(database.db, '13800138000')).toMatchObject({ code: '222222', text: 'second' });
    expect(await latestSmsTo(database.db, '13900139000')).toBeUndefined();
  });

  it('lists codes on GET /dev/outbox in development, escaped', async () => {
    const app = Fastify();
    registerOutboxPage(app, { db: database.db, config: loadConfig({ NODE_ENV: 'development' }) });
    const page = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('222222');
    expect(page.body).toContain('first &#60;b&#62;');
    await app.close();
  });

  it('has no page in production', async () => {
    const app = Fastify();
    registerOutboxPage(app, { db: database.db, config: loadConfig({ NODE_ENV: 'production' }) });
    expect((await app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    await app.close();
  });
});
