import { bigserial, customType, date, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { at, integerRef } from './columns';

/** Raw bytes: node-postgres hands back a Buffer, PGlite a Uint8Array; both arrive here as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A complaint, praise or suggestion. caseNo is what the traveller quotes: random, so it cannot be walked.
 * status follows the timeline received → inProgress → replied → closed (feedback_case_events).
 */
export const feedbackCases = pgTable(
  'feedback_cases',
  {
    id: serial('id').primaryKey(),
    caseNo: text('case_no').notNull().unique(),
    kind: text('kind', { enum: ['complaint', 'praise', 'suggestion'] }).notNull(),
    category: text('category').notNull(),
    /** The member who filed it while logged in; a visitor's case has none. */
    memberId: text('member_id').references(() => members.id),
    flightNo: text('flight_no'),
    flightDate: date('flight_date', { mode: 'string' }),
    ticketNo: text('ticket_no'),
    contactName: text('contact_name').notNull(),
    contactMobile: text('contact_mobile').notNull(),
    contactEmail: text('contact_email'),
    content: text('content').notNull(),
    status: text('status', { enum: ['received', 'inProgress', 'replied', 'closed'] }).notNull(),
    /** Where it came from, for the per-address daily limit. */
    clientAddress: text('client_address').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    index('feedback_cases_member').on(table.memberId, table.createdAt),
    index('feedback_cases_mobile').on(table.contactMobile, table.createdAt),
    index('feedback_cases_address').on(table.clientAddress, table.createdAt),
  ],
);

/** Each step of a case's timeline, with the airline's reply on the 'replied' step. */
export const feedbackCaseEvents = pgTable(
  'feedback_case_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    caseId: integerRef('case_id', () => feedbackCases.id),
    status: text('status', { enum: ['received', 'inProgress', 'replied', 'closed'] }).notNull(),
    reply: text('reply'),
    at: at('at').notNull(),
  },
  (table) => [unique('feedback_case_events_one_per_status').on(table.caseId, table.status)],
);

/** A case's photos as the server re-encoded them (JPEG, at most 1600 px, no metadata). */
export const feedbackPhotos = pgTable(
  'feedback_photos',
  {
    id: text('id').primaryKey(),
    caseId: integerRef('case_id', () => feedbackCases.id),
    position: integer('position').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [unique('feedback_photos_case_position').on(table.caseId, table.position)],
);
