import { and, eq, inArray } from 'drizzle-orm';
import { DISRUPTION_REFUSALS, type DisruptionNotice } from '../../../contract/calls/disruption';
import { pickLocale } from '../../../contract/localized-text';
import type { Locale } from '../../../contract/locales';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { disruptionNotices } from '../../db/schema/disruption-notices';
import { tickets } from '../../db/schema/orders';
import { couponsByTicket, eventKeyOf } from './disrupted-coupons';

/**
 * The notices the site shows a member: one per order and disrupted flight, while some of its coupons are
 * still open on it (refunding or changing them is what puts the notice away).
 */
export async function memberNotices(db: Db, memberId: string, locale: Locale): Promise<DisruptionNotice[]> {
  const rows = await db
    .select({ ticketId: disruptionNotices.ticketId, eventKey: disruptionNotices.eventKey })
    .from(disruptionNotices)
    .innerJoin(tickets, eq(tickets.id, disruptionNotices.ticketId))
    .where(
      and(
        eq(disruptionNotices.memberId, memberId),
        eq(disruptionNotices.channel, 'site'),
        inArray(tickets.status, ['open', 'checked_in']),
      ),
    );
  const coupons = await couponsByTicket(
    db,
    rows.map((row) => row.ticketId),
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
      passengerNames: [],
    };
    notice.ticketIds.push(coupon.ticketId);
    notice.passengerNames.push(coupon.passengerName);
    notices.set(key, notice);
  }
  return [...notices.values()];
}

/** The free change is for coupons of this member's order on a flight disrupted now; anything else is refused. */
export async function requireDisruptedCoupons(
  db: Db,
  memberId: string,
  request: { orderNo: string; ticketIds: number[] },
): Promise<void> {
  const coupons = await couponsByTicket(db, request.ticketIds);
  const eligible = request.ticketIds.every((ticketId) => {
    const coupon = coupons.get(ticketId);
    return coupon?.memberId === memberId && coupon.orderNo === request.orderNo;
  });
  if (!eligible) throw new CallError(DISRUPTION_REFUSALS.notDisrupted, 'disruption.errors.notDisrupted');
}
