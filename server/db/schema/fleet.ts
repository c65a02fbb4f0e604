import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../../../contract/localized-text';

export type CabinClass = 'F' | 'C' | 'Y';

/** One cabin of a seat map: rows firstRow..lastRow (minus skippedRows), seats grouped between aisles. */
export interface CabinLayout {
  cabinClass: CabinClass;
  firstRow: number;
  lastRow: number;
  /** Seat letters per block between aisles, window to window: [['A','B','C'],['J','K','L']]. */
  seatGroups: string[][];
  /** Row numbers left out of the numbering (e.g. unlucky 4, 13, 14 on some aircraft). */
  skippedRows: number[];
  exitRows: number[];
  /** First and last row over the wing: window seats there have a wing view. */
  wingRows: [number, number];
  /** Seats that do not exist in an otherwise full row (galley or lavatory beside them). */
  missingSeats: string[];
}

export interface SeatLayout {
  cabins: CabinLayout[];
}

/** Aircraft types with real seat layouts, so seat maps can be drawn and capacities derived. */
export const aircraftTypes = pgTable('aircraft_types', {
  code: text('code').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  seatLayout: jsonb('seat_layout').$type<SeatLayout>().notNull(),
  totalSeats: integer('total_seats').notNull(),
});
