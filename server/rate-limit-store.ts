import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from './db/client';
import { rateLimitCounters } from './db/schema/rate-limits';

/**
 * @fastify/rate-limit's store on the database every instance shares: one atomic upsert per counted call
 * (the row lock of ON CONFLICT serializes callers of one key), the window timed by the database's clock
 * so instances whose clocks differ still agree. A key's window starts at its first call, as in the
 * in-memory store.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  const store: FastifyRateLimitStore = {
    incr(key, callback, timeWindow) {
      countCall(db, key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
    child: () => store,
  };
  return class {
    constructor() {
      return store;
    }
  } as unknown as FastifyRateLimitStoreCtor;
}

async function countCall(db: Db, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const counters = rateLimitCounters;
  const ended = sql`${counters.windowEndsAt} <= now()`;
  const result = await db.execute(sql`
    insert into ${counters} (key, hits, window_ends_at)
    values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      hits = case when ${ended} then 1 else ${counters.hits} + 1 end,
      window_ends_at = case when ${ended} then excluded.window_ends_at else ${counters.windowEndsAt} end
    returning hits, ceil(extract(epoch from window_ends_at - now()) * 1000)::int as ttl`);
  const [row] = (result as unknown as { rows: { hits: number; ttl: number }[] }).rows;
  return { current: Number(row!.hits), ttl: Math.max(0, Number(row!.ttl)) };
}

/** Rows whose window has ended count nothing any more (an hourly background job). */
export async function sweepRateLimitCounters(db: Db): Promise<number> {
  const gone = await db
    .delete(rateLimitCounters)
    .where(sql`${rateLimitCounters.windowEndsAt} < now()`)
    .returning({ key: rateLimitCounters.key });
  return gone.length;
}
