import type { Db } from '../db/client';

type Send = (this: unknown, ...args: unknown[]) => unknown;

/**
 * Counts the statements sent to the database whose text (or prepared statement's name) contains `fragment`,
 * until stopped: how a test tells that something was answered without asking the database. Wraps the driver's
 * own entry points (PGlite's query and exec, node-postgres' pool query), so it sees every way of sending.
 */
export function countStatements(db: Db, fragment: string): { count(): number; stop(): void } {
  const client = (db as unknown as { $client: Record<string, Send> }).$client;
  const methods = ['query', 'exec'].filter((name) => typeof client[name] === 'function');
  const originals = new Map(methods.map((name) => [name, client[name]!]));
  let seen = 0;
  for (const [name, original] of originals) {
    client[name] = function (this: unknown, ...args: unknown[]) {
      const [first] = args;
      const text = typeof first === 'string' ? first : JSON.stringify(first ?? '');
      if (text.includes(fragment)) seen += 1;
      return original.apply(this, args);
    };
  }
  return {
    count: () => seen,
    stop: () => {
      for (const [name, original] of originals) client[name] = original;
    },
  };
}
