import { bigserial, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import type { Locale } from '../../../contract/locales';
import { members } from './accounts';
import { tickets } from './orders';
import { flights } from './schedule';
import { at, textRef, integerRef } from './columns';

export type DisruptionKind = 'canceled' | 'delayed';
export type NoticeChannel = 'sms' | 'email' | 'site';
/** sending: claimed by one instance (claimedAt), sent, or failed (tried again by the job, up to a limit). */
export type NoticeStatus = 'sending' | 'sent' | 'failed';

/**
 * What a traveller was told of a disrupted flight (CCAR-273): one row per flight event, coupon and channel.
 * The unique key is what makes each notice go once: the instance whose insert wins sends it, every other
 * instance and every retry finds the row already there. The 'site' row is the notice on the pages, shown
 * while its coupon is still open (a refund or a change is what acts on it).
 */
export const disruptionNotices = pgTable(
  'disruption_notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `<flightId>:<kind>`: a delay and a later cancellation of one flight are two events. */
    eventKey: text('event_key').notNull(),
    flightId: integerRef('flight_id', () => flights.id),
    kind: text('kind').$type<DisruptionKind>().notNull(),
    ticketId: integerRef('ticket_id', () => tickets.id),
    memberId: textRef('member_id', () => members.id),
    channel: text('channel').$type<NoticeChannel>().notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    /** A mobile or an e-mail address; null for the site's notice. */
    recipient: text('recipient'),
    status: text('status').$type<NoticeStatus>().notNull(),
    attempts: integer('attempts').notNull().default(1),
    claimedAt: at('claimed_at').notNull(),
    sentAt: at('sent_at'),
  },
  (table) => [
    unique('disruption_notices_once').on(table.eventKey, table.ticketId, table.channel),
    index('disruption_notices_member').on(table.memberId, table.channel),
    index('disruption_notices_status').on(table.status, table.claimedAt),
  ],
);
