import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderEvents, orderPassengers, orderSegments, tickets } from '../../db/schema/orders';
import { releasePoints } from '../points/points-ledger';
import { releaseSeats } from './seat-inventory';
import { releaseHold } from '../wallet/wallet-holds';

/**
 * What an unpaid order gives back when it ends unflown (canceled by its traveller or expired): its
 * booked coupons turn void, their seats return to the buckets (infants held none), spent points come
 * back and wallet money held for it is freed. Called in the transaction that moved the order to canceled, which only one caller can do.
 */
export async function releaseOrder(
  tx: Db,
  orderNo: string,
  at: Date,
  eventKind: 'canceled' | 'expired',
): Promise<void> {
  const voided = await tx
    .update(tickets)
    .set({ status: 'void' })
    .where(and(eq(tickets.orderNo, orderNo), eq(tickets.status, 'booked')))
    .returning({ segmentId: tickets.segmentId, passengerId: tickets.passengerId });
  const segments = await tx.select().from(orderSegments).where(eq(orderSegments.orderNo, orderNo));
  const seated = new Set(
    (
      await tx
        .select({ id: orderPassengers.id })
        .from(orderPassengers)
        .where(and(eq(orderPassengers.orderNo, orderNo), ne(orderPassengers.passengerType, 'INF')))
    ).map((row) => row.id),
  );
  for (const segment of [...segments].sort((a, b) => a.flightId - b.flightId)) {
    const seats = voided.filter((coupon) => coupon.segmentId === segment.id && seated.has(coupon.passengerId)).length;
    await releaseSeats(tx, {
      flightId: segment.flightId,
      bookingClass: segment.bookingClass,
      cabinClass: segment.cabinClass,
      seats,
    });
  }
  await releasePoints(tx, orderNo, at);
  await releaseHold(tx, orderNo, at);
  await tx.insert(orderEvents).values({ orderNo, kind: eventKind, at, detail: { seatsReleased: voided.length } });
}
