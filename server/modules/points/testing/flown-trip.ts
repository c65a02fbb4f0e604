import { eq } from 'drizzle-orm';
import type { RetroClaimInput } from '../../../../contract/points/point-calls';
import type { Db } from '../../../db/client';
import { orderSegments, tickets } from '../../../db/schema/orders';
import type { TestApp } from '../../../testing/test-app';
import { flightOperations } from '../../../db/schema/flight-operations';
import { refreshOperations } from '../../flight-ops/refresh-operations';
import { checkedInTrip } from '../../../dev/checked-in-trip';

/** A trip 赵磊 booked for 张伟 (so it never earned by itself), flown by the time the test claims it. */
/** Each trip leaves later than the one before: one traveller holds one live coupon per flight. */
let tripsMade = 0;

export async function flownForZhangWei(test: TestApp, options: { checkedIn?: boolean } = {}) {
  const trip = await checkedInTrip(test.database.db, {
    memberId: 'demo-renewal',
    now: test.clock.now(),
    departsAfterHours: (tripsMade += 1) * 7,
  });
  const [segment] = await test.database.db.select().from(orderSegments).where(eq(orderSegments.orderNo, trip.orderNo));
  if (options.checkedIn === false)
    await test.database.db.update(tickets).set({ status: 'open' }).where(eq(tickets.id, trip.coupon.couponId));
  const claim: RetroClaimInput = {
    ticketNo: trip.coupon.ticketNo!,
    flightNo: trip.flight.flightNo,
    // Lower case as typed: the form takes either.
    cabin: segment!.bookingClass.toLowerCase(),
    origin: trip.flight.origin,
    destination: trip.flight.destination,
    flightDate: trip.flight.flightDate,
  };
  return { trip, claim };
}

/** Fixes what operations will do with a flight not yet left: leave on time (delay 0), late, or be cancelled. */
export async function forceOperation(
  db: Db,
  now: Date,
  flightId: number,
  forced: { delayMinutes?: number; cancel?: boolean },
) {
  await refreshOperations(db, now, [flightId]);
  await db
    .update(flightOperations)
    .set({
      forcedDelayMinutes: forced.cancel ? null : (forced.delayMinutes ?? 0),
      forcedCancel: forced.cancel ?? false,
      forcedReason: forced.cancel || forced.delayMinutes ? 'weather' : null,
    })
    .where(eq(flightOperations.flightId, flightId));
}
