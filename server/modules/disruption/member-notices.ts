import { and, eq, inArray } from 'drizzle-orm';
import { DISRUPTION_REFUSALS, type DisruptionNotice } from '../../../contract/calls/disruption';
import { pickLocale } from '../../../contract/localized-text';
import type { Locale } from '../../../contract/locales';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { disruptionNotices } from '../../db/schema/disruption-notices';
import { tickets } from '../../db/schema/orders';
import { alternativeFlights } from './alternative-flights';
import { couponsByTicket, eventKeyOf } from './disrupted-coupons';
import { TO_FLY_COUPON_STATUSES } from '../../../contract/calls/orders';

/**
 * The notices the site shows a member: one per order and disrupted flight, while some of its coupons are
 * still open on it (refunding or changing them is what puts the notice away).
 */
export async function memberNotices(db: Db, now: Date, memberId: string, locale: Locale): Promise<DisruptionNotice[]> {
  const rows = await db
    .select({ ticketId: disruptionNotices.ticketId, eventKey: disruptionNotices.eventKey })
    .from(disruptionNotices)
    .innerJoin(tickets, eq(tickets.id, disruptionNotices.ticketId))
    .where(
      and(
        eq(disruptionNotices.memberId, memberId),
        eq(disruptionNotices.channel, 'site'),
        inArray(tickets.status, [...TO_FLY_COUPON_STATUSES]),
      ),
    );
  const coupons = await couponsByTicket(
    db,
    rows.map((row) => row.ticketId),
  );
  const alternatives = await alternativeFlights(
    db,
    now,
    [...coupons.values()].map((coupon) => coupon.flightId),
  );
  const notices = new Map<string, DisruptionNotice>();
  for (const row of rows) {
    const coupon = coupons.get(row.ticketId);
    // Shown while the event it tells of still holds (a delay that became a cancellation has its own notice).
    if (!coupon || eventKeyOf(coupon) !== row.eventKey) continue;
    const key = `${coupon.orderNo}:${row.eventKey}`;
    const notice = notices.get(key) ?? {
      orderNo: coupon.orderNo,
      flightNo: coupon.flightNo,
      flightDate: coupon.flightDate,
      origin: pickLocale(coupon.originCity, locale),
      destination: pickLocale(coupon.destinationCity, locale),
      kind: coupon.kind,
      expectedDeparture: coupon.expectedDeparture,
      ticketIds: [],
      ticketNos: [],
      passengerNames: [],
      alternatives: alternatives.get(coupon.flightId) ?? [],
    };
    notice.ticketIds.push(coupon.ticketId);
    notice.ticketNos.push(coupon.ticketNo);
    notice.passengerNames.push(coupon.passengerName);
    notices.set(key, notice);
  }
  return [...notices.values()];
}

/**
 * The free change is for coupons of this member's order still open on a flight disrupted now (as the notice
 * is shown); anything else, a coupon refunded or changed meanwhile included, is refused as not eligible.
 */
export async function requireDisruptedCoupons(
  db: Db,
  memberId: string,
  request: { orderNo: string; ticketIds: number[] },
): Promise<void> {
  const coupons = await couponsByTicket(db, request.ticketIds);
  const open = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(inArray(tickets.id, request.ticketIds), inArray(tickets.status, [...TO_FLY_COUPON_STATUSES])));
  const openIds = new Set(open.map((row) => row.id));
  const eligible = request.ticketIds.every((ticketId) => {
    const coupon = coupons.get(ticketId);
    return coupon?.memberId === memberId && coupon.orderNo === request.orderNo && openIds.has(ticketId);
  });
  if (!eligible) throw new CallError(DISRUPTION_REFUSALS.notDisrupted, 'disruption.errors.notDisrupted');
}
