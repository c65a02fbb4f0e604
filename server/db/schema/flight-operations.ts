import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { DelayReason, OperationStatus } from '../../../contract/calls/flight-status';
import type { LocalizedText } from '../../../contract/localized-text';
import { flights } from './schedule';

/**
 * What a dated flight's operation did and is expected to do, kept by the operations simulator
 * (server/modules/flight-ops). Estimates move while the flight is on the ground; the actual_* columns and
 * canceled_at are facts: once written they are never changed (the upsert keeps the first value), so a delay
 * certificate quotes what happened.
 */
export const flightOperations = pgTable(
  'flight_operations',
  {
    flightId: integer('flight_id')
      .primaryKey()
      .references(() => flights.id),
    status: text('status').$type<OperationStatus>().notNull(),
    reasonCode: text('reason_code').$type<DelayReason>(),
    reasonText: jsonb('reason_text').$type<LocalizedText>(),
    /** Minutes the departure is (or was) late. */
    delayMinutes: integer('delay_minutes').notNull().default(0),
    registration: text('registration').notNull(),
    gate: text('gate').notNull(),
    checkInCounters: text('check_in_counters').notNull(),
    baggageBelt: text('baggage_belt').notNull(),
    scheduledOffBlock: timestamp('scheduled_off_block', { withTimezone: true }).notNull(),
    scheduledTakeOff: timestamp('scheduled_take_off', { withTimezone: true }).notNull(),
    scheduledLanding: timestamp('scheduled_landing', { withTimezone: true }).notNull(),
    scheduledOnBlock: timestamp('scheduled_on_block', { withTimezone: true }).notNull(),
    estimatedOffBlock: timestamp('estimated_off_block', { withTimezone: true }),
    estimatedTakeOff: timestamp('estimated_take_off', { withTimezone: true }),
    estimatedLanding: timestamp('estimated_landing', { withTimezone: true }),
    estimatedOnBlock: timestamp('estimated_on_block', { withTimezone: true }),
    actualOffBlock: timestamp('actual_off_block', { withTimezone: true }),
    actualTakeOff: timestamp('actual_take_off', { withTimezone: true }),
    actualLanding: timestamp('actual_landing', { withTimezone: true }),
    actualOnBlock: timestamp('actual_on_block', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** Development levers (DEV_TOOLS): a forced departure delay or cancellation, applied before departure only. */
    forcedDelayMinutes: integer('forced_delay_minutes'),
    forcedCancel: boolean('forced_cancel').notNull().default(false),
    forcedReason: text('forced_reason').$type<DelayReason>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('flight_operations_status').on(table.status),
    check('flight_operations_delay_non_negative', sql`${table.delayMinutes} >= 0`),
  ],
);
