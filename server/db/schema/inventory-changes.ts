import { bigint, date, index, pgTable } from 'drizzle-orm/pg-core';

/**
 * One row per statement that changed what a search shows for a day: seats of its flights (flight_cabins,
 * flight_buckets), the flights themselves, or fares (flight_date null: every day). Database triggers write it
 * in the writer's own transaction (migration 0031), so no code path can forget to, and rows are only ever
 * added: the count of a day's rows is a version that rises with every committed change, read by every
 * instance alike (server/modules/flight-search/day-versions.ts).
 */
export const inventoryChanges = pgTable(
  'inventory_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    flightDate: date('flight_date', { mode: 'string' }),
  },
  (table) => [index('inventory_changes_flight_date_idx').on(table.flightDate)],
);
