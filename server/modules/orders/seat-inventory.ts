import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { CabinClass } from '../../db/schema/fleet';
import { flightBuckets, flightCabins } from '../../db/schema/schedule';

export interface SeatRequest {
  flightId: number;
  bookingClass: string;
  cabinClass: CabinClass;
  seats: number;
}

/**
 * Takes seats from the fare bucket and its cabin with guarded UPDATEs: a row only changes while it still
 * has the seats, so concurrent bookings queue on the row lock and the late ones find too few. Returns
 * false when either count is short; the caller rolls its transaction back.
 */
export async function takeSeats(tx: Db, request: SeatRequest): Promise<boolean> {
  if (request.seats === 0) return true;
  const bucket = await tx
    .update(flightBuckets)
    .set({ available: sql`${flightBuckets.available} - ${request.seats}` })
    .where(
      and(
        eq(flightBuckets.flightId, request.flightId),
        eq(flightBuckets.bookingClass, request.bookingClass),
        gte(flightBuckets.available, request.seats),
      ),
    )
    .returning({ available: flightBuckets.available });
  if (bucket.length === 0) return false;
  const cabin = await tx
    .update(flightCabins)
    .set({ available: sql`${flightCabins.available} - ${request.seats}` })
    .where(
      and(
        eq(flightCabins.flightId, request.flightId),
        eq(flightCabins.cabinClass, request.cabinClass),
        gte(flightCabins.available, request.seats),
      ),
    )
    .returning({ available: flightCabins.available });
  return cabin.length > 0;
}

/** Gives seats back to the bucket and its cabin (never above the cabin's capacity). */
export async function releaseSeats(tx: Db, request: SeatRequest): Promise<void> {
  if (request.seats === 0) return;
  await tx
    .update(flightBuckets)
    .set({ available: sql`${flightBuckets.available} + ${request.seats}` })
    .where(and(eq(flightBuckets.flightId, request.flightId), eq(flightBuckets.bookingClass, request.bookingClass)));
  await tx
    .update(flightCabins)
    .set({ available: sql`least(${flightCabins.capacity}, ${flightCabins.available} + ${request.seats})` })
    .where(and(eq(flightCabins.flightId, request.flightId), eq(flightCabins.cabinClass, request.cabinClass)));
}

/** Seats a bucket can still sell: its own count capped by its cabin's. */
export async function seatsLeft(db: Db, flightId: number, bookingClass: string): Promise<number> {
  const [row] = await db
    .select({ seatsLeft: sql<number>`least(${flightBuckets.available}, ${flightCabins.available})`.mapWith(Number) })
    .from(flightBuckets)
    .innerJoin(
      flightCabins,
      and(eq(flightCabins.flightId, flightBuckets.flightId), eq(flightCabins.cabinClass, flightBuckets.cabinClass)),
    )
    .where(and(eq(flightBuckets.flightId, flightId), eq(flightBuckets.bookingClass, bookingClass)));
  return row?.seatsLeft ?? 0;
}
