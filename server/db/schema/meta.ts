import { pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/** Facts about the database itself, such as when it was seeded (so a second start does not seed again). */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
