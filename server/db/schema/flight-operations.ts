import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { DelayReason, OperationStatus } from '../../../contract/calls/flight-status';
import type { LocalizedText } from '../../../contract/localized-text';
import { flights } from './schedule';
import { at } from './columns';

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
    scheduledOffBlock: at('scheduled_off_block').notNull(),
    scheduledTakeOff: at('scheduled_take_off').notNull(),
    scheduledLanding: at('scheduled_landing').notNull(),
    scheduledOnBlock: at('scheduled_on_block').notNull(),
    estimatedOffBlock: at('estimated_off_block'),
    estimatedTakeOff: at('estimated_take_off'),
    estimatedLanding: at('estimated_landing'),
    estimatedOnBlock: at('estimated_on_block'),
    actualOffBlock: at('actual_off_block'),
    actualTakeOff: at('actual_take_off'),
    actualLanding: at('actual_landing'),
    actualOnBlock: at('actual_on_block'),
    canceledAt: at('canceled_at'),
    /** Development levers (DEV_TOOLS): a forced departure delay or cancellation, applied before departure only. */
    forcedDelayMinutes: integer('forced_delay_minutes'),
    forcedCancel: boolean('forced_cancel').notNull().default(false),
    forcedReason: text('forced_reason').$type<DelayReason>(),
    updatedAt: at('updated_at').notNull(),
  },
  (table) => [
    index('flight_operations_status').on(table.status),
    check('flight_operations_delay_non_negative', sql`${table.delayMinutes} >= 0`),
  ],
);
