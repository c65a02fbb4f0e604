import { date, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/** A traveller looked at the change/refund rules of a fare (ticket-guide cabinGuideReport/createRecord). */
export const cabinGuideRecords = pgTable(
  'cabin_guide_records',
  {
    id: serial('id').primaryKey(),
    flightNo: text('flight_no').notNull(),
    flightDate: date('flight_date', { mode: 'string' }).notNull(),
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    bookingClass: text('booking_class').notNull(),
    /** Who looked: the device code always, the member id when logged in (else ''). */
    deviceCode: text('device_code').notNull(),
    memberId: text('member_id').notNull(),
    viewedAt: at('viewed_at').notNull(),
  },
  (table) => [index('cabin_guide_records_flight').on(table.flightNo, table.flightDate)],
);
