import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/**
 * Call counts per caller address or member and window, shared by every instance on the database when
 * RATE_LIMIT_STORE=database (server/rate-limit-store.ts); rows whose window ended are swept hourly.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: at('window_ends_at').notNull(),
});
