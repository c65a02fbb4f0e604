/**
 * The server test files `npm test` runs a second time on a real PostgreSQL (TEST_DATABASE_URL): those where
 * the database itself is under test. Everything else runs once, on PGlite, which is the same PostgreSQL in
 * WASM. Each entry is a path fragment, as Vitest's file filters take them.
 */
export const POSTGRES_SUITES = [
  // Races, locks, constraints and replays: PGlite runs one transaction at a time, so they only show here.
  'race.test',
  'notifications.test',
  // Suites that exist for a real server (several instances, advisory locks).
  'postgres.test',
  // Migrations and statements that each driver runs its own way (runPrepared, error shapes).
  'server/db/',
  'device-check.test',
  'flight-list.test',
  // The search's per-day cache: a change on one instance (triggers in the writer's transaction) seen by the other.
  'day-inventory-cache.test',
  'day-versions.test',
  'fare-calendar-query.test',
  'saved-passengers.test',
  'pay-each-method.test',
  // Photos as bytea (a Buffer from node-postgres, a Uint8Array from PGlite) and the per-mobile advisory lock.
  'server/modules/feedback/',
  // Recorded flight facts never rewritten (upsert with COALESCE); one delay certificate per coupon (unique).
  'flight-status-calls.test',
  'delay-certificate-calls.test',
  // The points mall: stock taken by a guarded decrement, points through the ledger, a cancel replayed.
  'server/modules/point-mall/',
  // Luggage and meals: the refund job run three times at once, and 20 replays of a refund with a wallet share.
  'ancillary-auto-refund.test',
  'ancillary-wallet-share.test',
  // The rate limits' shared counter: 20 calls of one key at once, counted exactly by the upsert.
  'rate-limit-store.test',
  // Load shedding with clients that walk away: the count of calls in progress comes back to nothing.
  'load-shedding',
] as const;
