import { and, desc, eq, gte, lte, isNotNull, notInArray } from 'drizzle-orm';
import { flownTripPayload, POINT_DEV_CALLS, type FlownTripData } from '../../contract/points/point-calls';
import { devLever } from './dev-lever';
import { CallError } from '../calls/call-error';
import { orderSegments, tickets } from '../db/schema/orders';
import { flightOperations } from '../db/schema/flight-operations';
import { flights } from '../db/schema/schedule';
import { joinDomesticOperations } from '../modules/flight-ops/domestic-operations-join';
import { refreshDueOperations } from '../modules/flight-ops/refresh-operations';
import { markFlownCoupons } from '../modules/points/flown-coupons';
import { memberByMobile } from './lever-member';
import { accrueFlownCoupons } from '../modules/points/flight-accrual';
import { travelIdentity } from '../modules/points/member-identity';
import { checkedInTrip } from './checked-in-trip';

/** Who books for a member in the 'other' case: a demo member other than the caller. */
const OTHER_BOOKERS = ['demo-renewal', 'demo-changed-phone'];

/**
 * End-to-end lever (the browser cannot move the server's clock): a checked-in trip of a member on a flight
 * that has already left, as if the clock had moved past it. The accrual job's own path then finds it flown
 * through flight operations; booked by the member, it earns at once.
 */
export const devPointsCalls = [
  devLever({
    path: POINT_DEV_CALLS.flownTrip,
    input: flownTripPayload,
    handle: async (input, context): Promise<FlownTripData> => {
      const memberId = (await memberByMobile(context.db, input.mobile)).id;
      const identity = await travelIdentity(context.db, memberId);
      if (!identity) throw new CallError('404', 'errors.notFound', {}, 404);
      const bookerId = input.bookedBy === 'self' ? memberId : OTHER_BOOKERS.find((id) => id !== memberId)!;
      const now = context.clock.now();
      // A flight that operations say has left in the last two days, which the traveller holds no coupon on.
      await refreshDueOperations(context.db, now);
      const theirs = context.db
        .select({ flightId: tickets.flightId })
        .from(tickets)
        .where(eq(tickets.documentNo, identity.documentNos[0]!));
      const [departed] = await joinDomesticOperations(context.db.select({ id: flights.id }).from(flights).$dynamic())
        .where(
          and(
            isNotNull(flightOperations.actualOffBlock),
            // Left by this caller's clock: a browser whose own clock moved on records later flights as gone too.
            lte(flightOperations.actualOffBlock, now),
            gte(flights.departureAt, new Date(now.getTime() - 2 * 86_400_000)),
            notInArray(flights.id, theirs),
          ),
        )
        .orderBy(desc(flights.departureAt))
        .limit(1);
      if (!departed) throw new CallError('404', 'errors.notFound', {}, 404);
      const trip = await checkedInTrip(context.db, {
        memberId: bookerId,
        now,
        flightId: departed.id,
        traveller: { name: identity.name, documentNo: identity.documentNos[0]! },
      });
      // The coupon flies the way every coupon does: the accrual job asks operations (retro-credit asks them too).
      if (input.bookedBy === 'self') await accrueFlownCoupons(context.db, context.clock);
      else await markFlownCoupons(context.db, context.clock);
      const [segment] = await context.db.select().from(orderSegments).where(eq(orderSegments.orderNo, trip.orderNo));
      return {
        ticketNo: trip.coupon.ticketNo!,
        flightNo: trip.flight.flightNo,
        cabin: segment!.bookingClass,
        origin: trip.flight.origin,
        destination: trip.flight.destination,
        flightDate: trip.flight.flightDate,
      };
    },
  }),
];
