import pino from 'pino';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../clock';
import type { Database } from '../db/client';
import { openTestDatabase } from '../testing/test-database';
import { latestSmsTo, recentSms, renderOutboxPage, smsOutboxProvider } from './sms-outbox';

describe('the SMS outbox', () => {
  let database: Database;
  const logLines: string[] = [];
  const log = pino(new Writable({ write: (chunk, _encoding, done) => done(void logLines.push(String(chunk))) }));
  beforeAll(async () => {
    database = await openTestDatabase(manualClock('2026-06-01T02:00:00Z'));
    await smsOutboxProvider(database.db, { logTexts: true }).send(
      { mobile: '13800138000', text: 'first <b>', code: '111111', sentAt: new Date('2026-06-01T02:00:00Z') },
      log,
    );
    await smsOutboxProvider(database.db, { logTexts: false }).send(
      { mobile: '13800138000', text: 'second', code: '222222', sentAt: new Date('2026-06-01T02:01:00Z') },
      log,
    );
  });
  afterAll(() => database.close());

  it('keeps the latest message per mobile', async () => {
    expect(await latestSmsTo(database.db, '13800138000')).toMatchObject({ code: '222222', text: 'second' });
    expect(await latestSmsTo(database.db, '13900139000')).toBeUndefined();
  });

  it("writes the text to the server's log in development only; elsewhere the code stays out of the log", () => {
    expect(logLines).toHaveLength(2);
    expect(JSON.parse(logLines[0]!)).toMatchObject({ sms: { mobile: '13800138000', text: 'first <b>' } });
    expect(JSON.parse(logLines[1]!)).toMatchObject({ sms: { to: '138****8000' } });
    expect(logLines[1]).not.toContain('222222');
    expect(logLines[1]).not.toContain('second');
  });

  it('renders the page with every message escaped', async () => {
    const page = renderOutboxPage(await recentSms(database.db));
    expect(page).toContain('<b>222222</b>');
    expect(page).toContain('first &#60;b&#62;');
    expect(page.indexOf('222222')).toBeLessThan(page.indexOf('111111'));
  });
});
