import { and, eq, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { flightStatusKey, type FlightStatusEvent } from '../../../contract/calls/flight-status-stream';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { flights } from '../../db/schema/schedule';
import { flightOperationFacts } from './flight-operation-facts';

/** One open stream: the flights it follows and how to write to it. */
export interface StatusSubscriber {
  flights: readonly string[];
  send(event: FlightStatusEvent): void;
  /** A comment line, so proxies and browsers keep an idle stream open. */
  ping(): void;
  end(): void;
}

/** Proxies close streams silent for 30–60 s; a comment at least this often keeps them open. */
const HEARTBEAT_MS = 15_000;

/** The operations of these flights (`NS3101@2026-06-01`), brought up to the clock, in one read. */
export async function readFlightStatuses(db: Db, clock: Clock, keys: readonly string[]): Promise<FlightStatusEvent[]> {
  if (keys.length === 0) return [];
  const wanted = keys.map((key) => {
    const [flightNo, flightDate] = key.split('@') as [string, string];
    return and(eq(flights.flightNo, flightNo), eq(flights.flightDate, flightDate));
  });
  const rows = await db
    .select({ id: flights.id, flightNo: flights.flightNo, flightDate: flights.flightDate })
    .from(flights)
    .where(or(...wanted));
  if (rows.length === 0) return [];
  const operations = await flightOperationFacts(
    db,
    clock,
    rows.map((row) => row.id),
  );
  return rows.flatMap((row) => {
    const operation = operations.get(row.id);
    if (!operation) return [];
    return {
      flightNo: row.flightNo,
      flightDate: row.flightDate,
      status: operation.status,
      delayMinutes: operation.delayMinutes,
      estimatedOffBlock: operation.estimatedOffBlock?.toISOString() ?? null,
    };
  });
}

/**
 * The streams of one server instance. While any is open, one timer reads the operations of every followed
 * flight from the database once per interval (not once per stream) and sends each stream the flights that
 * changed. Because it reads the shared table, a change made through any instance reaches every instance's
 * streams within an interval; the timer stops when the last stream closes.
 */
export function createFlightStatusHub(deps: { db: Db; clock: Clock; intervalMs: number; logger: FastifyBaseLogger }) {
  const subscribers = new Set<StatusSubscriber>();
  /** What each followed flight's streams last heard, to send changes only. */
  const lastSent = new Map<string, string>();
  const pingEvery = Math.max(1, Math.round(HEARTBEAT_MS / deps.intervalMs));
  let ticks = 0;
  let timer: NodeJS.Timeout | undefined;
  let reading: Promise<void> = Promise.resolve();

  const followed = () => new Set([...subscribers].flatMap((subscriber) => subscriber.flights));

  function publish(events: FlightStatusEvent[], newcomer?: StatusSubscriber) {
    for (const event of events) {
      const key = flightStatusKey(event);
      const fingerprint = JSON.stringify(event);
      const changed = lastSent.get(key) !== fingerprint;
      lastSent.set(key, fingerprint);
      for (const subscriber of subscribers)
        if (subscriber.flights.includes(key) && (changed || subscriber === newcomer)) subscriber.send(event);
    }
  }

  async function readAndPublish(keys: readonly string[], newcomer?: StatusSubscriber) {
    try {
      publish(await readFlightStatuses(deps.db, deps.clock, keys), newcomer);
    } catch (error) {
      deps.logger.warn({ err: error }, 'flight status stream: reading the operations failed; next interval retries');
    }
  }

  function tick() {
    ticks += 1;
    if (ticks % pingEvery === 0) for (const subscriber of subscribers) subscriber.ping();
    const keys = followed();
    for (const key of lastSent.keys()) if (!keys.has(key)) lastSent.delete(key);
    // One read at a time: a slow database makes ticks wait, never pile up.
    reading = reading.then(() => readAndPublish([...keys]));
  }

  return {
    /** Follows the stream's flights; it hears their status now, then each change. */
    subscribe(subscriber: StatusSubscriber): Promise<void> {
      subscribers.add(subscriber);
      timer ??= setInterval(tick, deps.intervalMs);
      reading = reading.then(() =>
        subscribers.has(subscriber) ? readAndPublish(subscriber.flights, subscriber) : undefined,
      );
      return reading;
    },
    unsubscribe(subscriber: StatusSubscriber): void {
      subscribers.delete(subscriber);
      if (subscribers.size === 0 && timer) {
        clearInterval(timer);
        timer = undefined;
        lastSent.clear();
      }
    },
    /** Streams open on this instance (the cap, metrics and tests read it). */
    size: () => subscribers.size,
    isPolling: () => timer !== undefined,
    /** Server closing: every stream ends, so browsers reconnect to an instance still serving. */
    close(): void {
      for (const subscriber of [...subscribers]) {
        subscriber.end();
        this.unsubscribe(subscriber);
      }
    },
  };
}
export type FlightStatusHub = ReturnType<typeof createFlightStatusHub>;
