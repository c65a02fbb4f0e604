import type { PGlite } from '@electric-sql/pglite';
import type { Pool } from 'pg';
import type { Db } from './client';

/** A query planned once per database session and executed many times with new values. */
export interface PreparedStatement {
  name: string;
  /** The PostgreSQL type of each $n, in order: PGlite's PREPARE needs them to read the literals. */
  parameterTypes: readonly string[];
  text: string;
}

export type StatementValue = string | number | Date | readonly string[];

type Client = PGlite | Pool;

const clientOf = (db: Db) => (db as unknown as { $client: Client }).$client;
const isPglite = (client: Client): client is PGlite => 'exec' in client;

// PGlite is one session: each statement is prepared in it once, and the promise stops a second PREPARE racing the first.
const preparedInSession = new WeakMap<PGlite, Map<string, Promise<unknown>>>();

function prepareInPglite(client: PGlite, statement: PreparedStatement): Promise<unknown> {
  let statements = preparedInSession.get(client);
  if (!statements) preparedInSession.set(client, (statements = new Map()));
  let prepared = statements.get(statement.name);
  if (!prepared) {
    prepared = client.exec(`PREPARE ${statement.name}(${statement.parameterTypes.join(', ')}) AS ${statement.text}`);
    prepared.catch(() => statements.delete(statement.name));
    statements.set(statement.name, prepared);
  }
  return prepared;
}

/** A value as an SQL literal; standard_conforming_strings (on since PostgreSQL 9.1) makes doubling quotes enough. */
export function sqlLiteral(value: StatementValue): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  if (value instanceof Date) return sqlLiteral(value.toISOString());
  if (Array.isArray(value)) return `ARRAY[${value.map(sqlLiteral).join(', ')}]::text[]`;
  return `'${(value as string).replace(/'/g, "''")}'`;
}

/**
 * Runs a prepared statement. node-postgres prepares a named statement on each pooled connection itself.
 * PGlite's query() always uses the unnamed statement, which PostgreSQL plans again every time (10–30 ms
 * in WASM against ~1 ms executing): there the statement is PREPAREd in SQL and called by EXECUTE, whose
 * values must be literals because EXECUTE takes no bind parameters, and whose generic plan is forced.
 */
export async function runPrepared<Row>(
  db: Db,
  statement: PreparedStatement,
  values: readonly StatementValue[],
): Promise<Row[]> {
  const client = clientOf(db);
  if (!isPglite(client))
    return (await client.query({ name: statement.name, text: statement.text, values: values as unknown[] }))
      .rows as Row[];
  await prepareInPglite(client, statement);
  // Without statistics PostgreSQL judged the generic plan dearer and planned every EXECUTE afresh (0 generic
  // plans in 30): forced here for this statement only. One simple query is one implicit transaction, so the
  // setting is undone even when EXECUTE fails, and PGlite runs nothing else in between.
  const results = await client.exec(
    `SET plan_cache_mode = force_generic_plan; EXECUTE ${statement.name}(${values.map(sqlLiteral).join(', ')}); RESET plan_cache_mode`,
  );
  return results[1]!.rows as Row[];
}
