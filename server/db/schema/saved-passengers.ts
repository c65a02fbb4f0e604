import { index, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { at, textRef, travellerIdentity } from './columns';

/**
 * A member's frequent passengers (member-ffp/passenger): who they book for, with a relationship to the
 * member (spec 3). The type (adult, child, infant) is not stored: it follows from the birth date per trip.
 */
export const savedPassengers = pgTable(
  'saved_passengers',
  {
    id: serial('id').primaryKey(),
    memberId: textRef('member_id', () => members.id),
    relationship: text('relationship').notNull(),
    ...travellerIdentity(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    unique('saved_passengers_member_document').on(table.memberId, table.documentType, table.documentNo),
    index('saved_passengers_member').on(table.memberId),
  ],
);
