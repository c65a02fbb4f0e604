import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { DelayReason } from '../../../contract/calls/flight-status';
import type { CertificateDelivery, CertificateOutcome } from '../../../contract/calls/delay-certificate';
import type { LocalizedText } from '../../../contract/localized-text';
import { tickets } from './orders';
import { flights } from './schedule';
import { at, integerRef } from './columns';

/**
 * A delay certificate: what the flight's operation recorded for one passenger on one segment, copied when
 * issued so it always says what it said. One per coupon (passenger and segment): a second application
 * finds this one. Looked up by its verification code, a random secret, never by its number alone.
 */
export const delayCertificates = pgTable(
  'delay_certificates',
  {
    certificateNo: text('certificate_no').primaryKey(),
    verificationCode: text('verification_code').notNull().unique(),
    couponId: integerRef('coupon_id', () => tickets.id).unique(),
    flightId: integerRef('flight_id', () => flights.id),
    passengerName: text('passenger_name').notNull(),
    documentType: text('document_type').notNull(),
    documentNoMasked: text('document_no_masked').notNull(),
    ticketNo: text('ticket_no').notNull(),
    flightNo: text('flight_no').notNull(),
    flightDate: text('flight_date').notNull(),
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    scheduledDeparture: at('scheduled_departure').notNull(),
    scheduledArrival: at('scheduled_arrival').notNull(),
    actualDeparture: at('actual_departure'),
    actualArrival: at('actual_arrival'),
    delayMinutes: integer('delay_minutes').notNull(),
    outcome: text('outcome').$type<CertificateOutcome>().notNull(),
    reasonCode: text('reason_code').$type<DelayReason>().notNull(),
    reasonText: jsonb('reason_text').$type<LocalizedText>().notNull(),
    /** Paper copy: picked up at an airport counter or sent by courier, cash on delivery (spec 3). */
    delivery: jsonb('delivery').$type<CertificateDelivery>(),
    issuedAt: at('issued_at').notNull(),
  },
  (table) => [index('delay_certificates_flight').on(table.flightId)],
);
