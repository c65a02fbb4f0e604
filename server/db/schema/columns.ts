import { integer, text, timestamp, type ReferenceConfig } from 'drizzle-orm/pg-core';

/** A moment: every timestamp here keeps its time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** A required text column pointing at another table's key (an order number, a member id). */
export const textRef = (name: string, key: ReferenceConfig['ref'], actions?: ReferenceConfig['actions']) =>
  text(name).notNull().references(key, actions);

/** A required integer column pointing at another table's key (a flight, a coupon, a passenger). */
export const integerRef = (name: string, key: ReferenceConfig['ref'], actions?: ReferenceConfig['actions']) =>
  integer(name).notNull().references(key, actions);
