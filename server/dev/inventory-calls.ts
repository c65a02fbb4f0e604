import { and, eq, sql } from 'drizzle-orm';
import { ORDER_DEV_CALLS, setFarePayload, setSeatsPayload } from '../../contract/calls/orders';
import { devLever } from './dev-lever';
import { CallError } from '../calls/call-error';
import type { Db } from '../db/client';
import { fares, flightBuckets, flightCabins, flights } from '../db/schema/schedule';

async function findFlightBucket(db: Db, input: { flightNo: string; flightDate: string; bookingClass: string }) {
  const [row] = await db
    .select({
      flightId: flights.id,
      routeCode: flights.routeCode,
      season: flights.season,
      cabinClass: flightBuckets.cabinClass,
    })
    .from(flights)
    .innerJoin(
      flightBuckets,
      and(eq(flightBuckets.flightId, flights.id), eq(flightBuckets.bookingClass, input.bookingClass)),
    )
    .where(and(eq(flights.flightNo, input.flightNo), eq(flights.flightDate, input.flightDate)));
  if (!row) throw new CallError('404', 'errors.notFound', {}, 404);
  return row;
}

/** Test levers for end-to-end runs: dev tools only (DEV_TOOLS=on, loopback callers). */
export const devInventoryCalls = [
  devLever({
    path: ORDER_DEV_CALLS.setFare,
    input: setFarePayload,
    handle: async (input, context) => {
      const bucket = await findFlightBucket(context.db, input);
      // A fare belongs to the route and season: every flight of them sells at the new price.
      await context.db
        .update(fares)
        .set({ price: input.price })
        .where(
          and(
            eq(fares.routeCode, bucket.routeCode),
            eq(fares.season, bucket.season),
            eq(fares.bookingClass, input.bookingClass),
          ),
        );
      return { ...input };
    },
  }),
  devLever({
    path: ORDER_DEV_CALLS.setSeats,
    input: setSeatsPayload,
    handle: async (input, context) => {
      const bucket = await findFlightBucket(context.db, input);
      await context.db.transaction(async (tx) => {
        await tx
          .update(flightBuckets)
          .set({ available: input.seatsLeft })
          .where(and(eq(flightBuckets.flightId, bucket.flightId), eq(flightBuckets.bookingClass, input.bookingClass)));
        // The cabin must hold at least those seats for the bucket to sell them.
        await tx
          .update(flightCabins)
          .set({
            available: sql`greatest(${flightCabins.available}, least(${flightCabins.capacity}, ${input.seatsLeft}))`,
          })
          .where(and(eq(flightCabins.flightId, bucket.flightId), eq(flightCabins.cabinClass, bucket.cabinClass)));
      });
      return { ...input };
    },
  }),
];
