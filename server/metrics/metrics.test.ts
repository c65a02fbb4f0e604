import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../contract/call-paths';
import { rowsMoved, startBackgroundJobs } from '../background-jobs';
import { loadConfig } from '../config';
import { createProviders } from '../providers/providers';
import { unpaidOrder } from '../modules/payments/testing/unpaid-order';
import { createTestApp, formCall, type TestApp } from '../testing/test-app';
import { createMetrics, type Metrics } from './metrics';
import { startMetricsServer } from './metrics-server';

const TOKEN = 'scraper-token-0123456789';

describe('Prometheus metrics', () => {
  let test: TestApp;
  let metrics: Metrics;
  let scrapeUrl: string;
  let closeMetrics: () => Promise<void>;
  const logLines: string[] = [];
  const logger = pino(new Writable({ write: (chunk, _encoding, done) => done(void logLines.push(String(chunk))) }));
  beforeAll(async () => {
    metrics = createMetrics();
    test = await createTestApp({ metrics, riskAppCheck: 'on' });
    const server = (await startMetricsServer(
      { METRICS_PORT: 0, METRICS_HOST: '127.0.0.1', METRICS_TOKEN: TOKEN },
      metrics,
    ))!;
    const address = server.server.address() as { port: number };
    scrapeUrl = `http://127.0.0.1:${address.port}/metrics`;
    closeMetrics = () => server.close();
  });
  afterAll(async () => {
    await closeMetrics();
    await test.close();
  });
  const scrape = () =>
    fetch(scrapeUrl, { headers: { authorization: `Bearer ${TOKEN}` } }).then((reply) => reply.text());

  it('are only for a scraper with the token, on their own listener, never on the site', async () => {
    expect((await fetch(scrapeUrl)).status).toBe(401);
    expect((await fetch(scrapeUrl, { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status).toBe(401);
    expect((await test.app.inject({ method: 'GET', url: '/metrics' })).statusCode).not.toBe(200);
  });

  it("show a job's tick and the rows it moved once it expired an order, and log that tick", async () => {
    const orderNo = await unpaidOrder(test.database.db, test.clock, { holdMinutes: 1 });
    test.clock.advance(5 * 60_000);
    const jobs = startBackgroundJobs({
      db: test.database.db,
      clock: test.clock,
      logger,
      metrics,
      providers: createProviders(test.database.db, loadConfig({ NODE_ENV: 'test' }), test.clock),
      publicUrl: 'http://localhost:8080',
    });
    try {
      await jobs.tick('expireOverdueOrders');
      await jobs.tick('expireOverdueOrders');
    } finally {
      jobs.stop();
    }
    const text = await scrape();
    expect(text).toContain('airline_job_ticks_total{job="expireOverdueOrders",outcome="ok"} 2');
    expect(text).toContain('airline_job_rows_moved_total{job="expireOverdueOrders"} 1');
    // One line for the tick that moved a row, none for the one that found nothing.
    const moved = logLines.map((line) => JSON.parse(line)).filter((line) => line.msg === 'background job moved rows');
    expect(moved).toEqual([expect.objectContaining({ job: 'expireOverdueOrders', rowsMoved: 1 })]);
    expect(orderNo).toMatch(/^HB/);
  });

  it("count calls by route, method and status with their latency, and the risk engine's refusals by adsCode", async () => {
    // No device fingerprint: the risk engine answers '003'.
    const refused = await formCall(test.app, CALLS.infoNoticeListByWeb, {});
    expect(refused.json()).toMatchObject({ adsCode: '003' });
    const text = await scrape();
    expect(text).toMatch(
      /airline_http_request_duration_seconds_count\{route="\/mid_website\/business\/infoNoticeListByWeb",method="POST",status="200"\} 1/,
    );
    expect(text).toMatch(/airline_http_request_duration_seconds_bucket\{[^}]*le="0.005"/);
    expect(text).toContain('airline_risk_refusals_total{adsCode="003"} 1');
  });

  it('read a count from what each job reports', () => {
    expect(rowsMoved(3)).toBe(3);
    expect(rowsMoved(['HB1', 'HB2'])).toBe(2);
    expect(rowsMoved({ expired: ['a'], autoRefunded: [], counts: { credited: 2 } })).toBe(3);
    expect(rowsMoved(undefined)).toBe(0);
  });
});
