import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/** Which page of a list the caller asks for (pageNo from 1), as the spec's history and bill calls take it. */
export interface PageRequest {
  pageNo: number;
  pageSize: number;
}

/** One page of a table's rows that meet `where`, in `order`, with how many rows there are in all. */
export async function pageOfRows<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  order: SQL[],
  page: PageRequest,
): Promise<{ total: number; rows: T['$inferSelect'][] }> {
  // Drizzle's from() cannot resolve its conditional table type for a generic T: read as any table, typed back below.
  const [counted] = await db
    .select({ value: count() })
    .from(table as PgTable)
    .where(where);
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...order)
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize);
  return { total: counted?.value ?? 0, rows: rows as T['$inferSelect'][] };
}
