import { randomUUID } from 'node:crypto';
import type { AddressInfo, Socket } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { CALLS } from '../contract/call-paths';
import { defineCall, type Call } from './calls/call';
import { allCalls } from './modules/index';
import { createTestApp, formBody, type TestApp } from './testing/test-app';

const SLOW_PATH = '/mid_website/test/slowLargeCall';
const DEPTH = 16;
const EACH_KIND = 100;

/**
 * A call that works a little, then answers ~400 kB that hardly compress: more than the socket's buffers take,
 * so a client can leave while it is still being written.
 */
const slowLargeCall = defineCall({
  path: SLOW_PATH,
  input: z.object({}),
  handle: async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    return { rows: Array.from({ length: 1_000 }, () => `${randomUUID()} ${randomUUID()}`) };
  },
});

const body = formBody({});
const requestHead = (path: string, length: number) =>
  `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
  `Accept-Encoding: gzip\r\nContent-Length: ${length}\r\n\r\n`;

/** Opens a raw connection to the server, writes `data`, and runs `then` on it (which must end it). */
function rawCall(port: number, data: string, then: (socket: Socket) => void): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(data);
      then(socket);
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve());
  });
}

const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The ways a client goes away (each gets the server's URL and port): each must give its place back. */
const walkAways = {
  // The whole request is sent, then the client aborts while the server is still working (fetch's AbortController).
  abortWhileWorking: (url: string) =>
    fetch(`${url}${SLOW_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(5),
    }).then(
      (response) => response.body?.cancel(),
      () => undefined,
    ),
  // The reply has started arriving; the client drops the connection mid-reply.
  destroyMidReply: (_url: string, port: number) =>
    rawCall(port, requestHead(SLOW_PATH, body.length) + body, (socket) => socket.once('data', () => socket.destroy())),
  // Three calls pipelined on one connection, dropped when the first reply starts: the two queued behind it
  // never get a response of their own on the wire.
  dropPipelined: (_url: string, port: number) =>
    rawCall(port, (requestHead(SLOW_PATH, body.length) + body).repeat(3), (socket) =>
      socket.once('data', () => socket.destroy()),
    ),
  // The client resets the connection (TCP RST) before its request body is complete.
  resetMidRequest: (_url: string, port: number) =>
    rawCall(port, requestHead(SLOW_PATH, body.length) + body.slice(0, 10), (socket) =>
      after(5).then(() => socket.resetAndDestroy()),
    ),
  // The client resets the connection while the server works on its complete request.
  resetWhileWorking: (_url: string, port: number) =>
    rawCall(port, requestHead(SLOW_PATH, body.length) + body, (socket) =>
      after(5).then(() => socket.resetAndDestroy()),
    ),
};

const post = async (target: string) => {
  const response = await fetch(target, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
  return { status: response.status, resultCode: ((await response.json()) as { resultCode: string }).resultCode };
};

const readiness = async (url: string) => {
  const response = await fetch(`${url}/readyz`);
  return { status: response.status, body: (await response.json()) as { status: string; callsInProgress?: number } };
};

describe('load shedding when clients walk away (a real port)', () => {
  let test: TestApp;
  let url: string;
  let port: number;
  beforeAll(async () => {
    test = await createTestApp({
      calls: [...allCalls, slowLargeCall] as readonly Call[],
      env: { BUSY_QUEUE_DEPTH: String(DEPTH) },
    });
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    port = (test.app.server.address() as AddressInfo).port;
    url = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => test.close());

  const settled = async () => {
    // The server finishes (or drops) the work it was left with; the count must come back to nothing.
    let ready = await readiness(url);
    for (let tries = 0; tries < 50 && ready.body.callsInProgress !== 0; tries += 1) {
      await after(100);
      ready = await readiness(url);
    }
    return ready;
  };

  it.each(Object.keys(walkAways) as (keyof typeof walkAways)[])(
    'gives back every place taken by calls whose client went away: %s',
    async (kind) => {
      const walkAway = () => walkAways[kind](url, port);
      // In waves just over the depth, so some are shed and every one that got in walks away.
      for (let sent = 0; sent < EACH_KIND; sent += DEPTH + 4)
        await Promise.all(Array.from({ length: DEPTH + 4 }, walkAway));
      expect(await settled()).toMatchObject({ status: 200, body: { status: 'ready', callsInProgress: 0 } });
    },
    20_000,
  );

  it('then serves as many calls at once as the depth, and a normal call', async () => {
    const full = await Promise.all(Array.from({ length: DEPTH }, () => post(`${url}${SLOW_PATH}`)));
    expect(full.filter((reply) => reply.status !== 200 || reply.resultCode !== '0')).toEqual([]);
    expect(await post(`${url}${CALLS.systemInit}`)).toEqual({ status: 200, resultCode: '0' });
  });
});
