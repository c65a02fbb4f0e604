import { asc, gt } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FLIGHT_STATUS_STREAM_PATH,
  flightStatusKey,
  type FlightStatusEvent,
} from '../../../contract/calls/flight-status-stream';
import { FLIGHT_STATUS_CALLS } from '../../../contract/calls/flight-status';
import { flights } from '../../db/schema/schedule';
import { createTestApp, jsonCall, TEST_NOW, type TestApp } from '../../testing/test-app';
import { registerFlightStatusStream } from './flight-status-stream';
import type { FlightStatusHub } from './flight-status-hub';

const INTERVAL_MS = 100;

/** Reads `status` events off an open stream, one at a time. */
function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return async function next(): Promise<FlightStatusEvent> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (block.includes('event: status') && data) return JSON.parse(data.slice(6)) as FlightStatusEvent;
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended');
      buffer += decoder.decode(value, { stream: true });
    }
  };
}

const until = async (condition: () => boolean) => {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited > 5_000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('the live flight status stream', () => {
  let test: TestApp;
  // A second instance on the same database: the lever goes through one, the stream is served by the other.
  let streams: FastifyInstance;
  let hub: FlightStatusHub;
  let url: string;
  let flight: typeof flights.$inferSelect;

  beforeAll(async () => {
    test = await createTestApp();
    streams = Fastify();
    hub = registerFlightStatusStream(streams, {
      db: test.database.db,
      clock: test.clock,
      intervalMs: INTERVAL_MS,
      maxStreams: 2,
      logger: pino({ level: 'silent' }),
    });
    url = `${await streams.listen({ port: 0, host: '127.0.0.1' })}${FLIGHT_STATUS_STREAM_PATH}`;
    [flight] = await test.database.db
      .select()
      .from(flights)
      .where(gt(flights.departureAt, new Date(Date.parse(TEST_NOW) + 8 * 3_600_000)))
      .orderBy(asc(flights.departureAt))
      .limit(1);
  });
  afterAll(async () => {
    await streams.close();
    await test.close();
  });

  it('sends the status on connecting, then the delay forced through another instance, and frees the subscription on close', async () => {
    const abort = new AbortController();
    const response = await fetch(`${url}?flights=${flightStatusKey(flight)}`, { signal: abort.signal });
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
    const next = eventReader(response.body!);
    expect(await next()).toMatchObject({
      flightNo: flight.flightNo,
      flightDate: flight.flightDate,
      status: 'scheduled',
    });
    expect(hub.size()).toBe(1);

    const forced = await jsonCall(test.app, FLIGHT_STATUS_CALLS.devForceOperation, {
      flightNo: flight.flightNo,
      flightDate: flight.flightDate,
      delayMinutes: 120,
    });
    expect(forced.statusCode).toBe(200);
    expect(await next()).toMatchObject({ flightNo: flight.flightNo, status: 'delayed', delayMinutes: 120 });

    abort.abort();
    await until(() => hub.size() === 0);
    expect(hub.isPolling()).toBe(false);
  });

  it('refuses a malformed flight list, and streams past the cap, in the reader’s language', async () => {
    const bad = await fetch(`${url}?flights=nonsense`, { headers: { 'accept-language': 'en' } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/flight/i);

    const open = [new AbortController(), new AbortController()];
    for (const controller of open)
      await fetch(`${url}?flights=${flightStatusKey(flight)}`, { signal: controller.signal });
    const refused = await fetch(`${url}?flights=${flightStatusKey(flight)}`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    for (const controller of open) controller.abort();
    await until(() => hub.size() === 0);
  });
});
