import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkInSeats } from '../../db/schema/check-in';
import { orderPassengers, orderSegments, tickets } from '../../db/schema/orders';
import { ticketChangeCoupons, ticketChanges } from '../../db/schema/ticket-changes';
import { moveItemsWithChange } from '../ancillaries/items-follow-change';
import { markAfterSale } from '../orders/after-sale-mark';
import { releaseSeats } from '../orders/seat-inventory';
import { nextTicketNumber } from '../ticketing/ticket-serials';
import { TO_FLY_COUPON_STATUSES } from '../../../contract/calls/orders';

export type ChangeRow = typeof ticketChanges.$inferSelect;

/**
 * Finishes a change inside the caller's transaction, which holds the order's lock: the old coupons become
 * 'exchanged' (a check-in on them is cancelled, their seat taken off the seat map), their seats go back on
 * sale, the new coupons get 13-digit ticket numbers and open, paid luggage and meals move to them where the new
 * flight sells them (the rest is left for the ancillaries' job to refund), the order shows 'changed' on its timeline.
 * A change already done is left alone, so a second run (a replayed payment) changes nothing twice.
 */
export async function completeChange(
  tx: Db,
  change: ChangeRow,
  issue: { prefix: string; serialKey: string },
  now: Date,
): Promise<void> {
  const [current] = await tx
    .select()
    .from(ticketChanges)
    .where(eq(ticketChanges.changeNo, change.changeNo))
    .for('update');
  if (!current || current.status === 'done' || current.status === 'canceled') return;
  const pairs = await tx
    .select({
      pair: ticketChangeCoupons,
      old: tickets,
      segment: orderSegments,
      passengerType: orderPassengers.passengerType,
    })
    .from(ticketChangeCoupons)
    .innerJoin(tickets, eq(tickets.id, ticketChangeCoupons.oldTicketId))
    .innerJoin(orderPassengers, eq(orderPassengers.id, tickets.passengerId))
    .innerJoin(orderSegments, eq(orderSegments.id, tickets.segmentId))
    .where(eq(ticketChangeCoupons.changeNo, change.changeNo))
    .orderBy(ticketChangeCoupons.id);
  const oldIds = pairs.map(({ old }) => old.id);
  const exchanged = await tx
    .update(tickets)
    .set({ status: 'exchanged' })
    .where(and(inArray(tickets.id, oldIds), inArray(tickets.status, [...TO_FLY_COUPON_STATUSES])))
    .returning({ id: tickets.id });
  // The order lock keeps these coupons still, and a refund refuses a coupon in a live change: never reached.
  if (exchanged.length !== oldIds.length)
    throw new Error(`change ${change.changeNo}: old coupons moved under the lock`);
  await tx.delete(checkInSeats).where(inArray(checkInSeats.couponId, oldIds));
  // Infants sit on a lap and never took a seat.
  const seated = pairs.filter(({ passengerType }) => passengerType !== 'INF');
  if (seated.length > 0) {
    const { segment } = pairs[0]!;
    await releaseSeats(tx, {
      flightId: segment.flightId,
      bookingClass: segment.bookingClass,
      cabinClass: segment.cabinClass,
      seats: seated.length,
    });
  }
  const issued: { oldTicketNo: string | null; newTicketNo: string }[] = [];
  for (const { pair, old } of pairs) {
    const ticketNo = await nextTicketNumber(tx, issue.prefix, issue.serialKey);
    await tx.update(tickets).set({ ticketNo, status: 'open' }).where(eq(tickets.id, pair.newTicketId));
    issued.push({ oldTicketNo: old.ticketNo, newTicketNo: ticketNo });
  }
  const extras = await moveItemsWithChange(
    tx,
    now,
    pairs.map(({ pair }) => ({ oldCouponId: pair.oldTicketId, newCouponId: pair.newTicketId })),
  );
  await tx
    .update(ticketChanges)
    .set({ status: 'done', doneAt: now })
    .where(eq(ticketChanges.changeNo, change.changeNo));
  await markAfterSale(tx, change.orderNo, {
    kind: 'changed',
    at: now,
    detail: {
      changeNo: change.changeNo,
      amount: change.totalAmount,
      fee: change.fee,
      tickets: issued,
      extras: { moved: extras.moved.length, refunded: extras.left.length },
    },
  });
}
