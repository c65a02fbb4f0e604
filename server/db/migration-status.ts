import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type Db } from './client';

export interface MigrationStatus {
  applied: number;
  expected: number;
}

/** How many of the shipped migrations (drizzle-kit's journal) the database has recorded as applied. */
export async function migrationStatus(db: Db): Promise<MigrationStatus> {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  const result = await db.execute<{ applied: number }>(
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  );
  const applied = Number((result as unknown as { rows: { applied: number }[] }).rows[0]?.applied ?? 0);
  return { applied, expected: journal.entries.length };
}
