import { CHECK_IN_CALLS, devTicketedTripPayload } from '../../contract/calls/check-in';
import { devLever } from './dev-lever';
import { leverMemberId } from './lever-member';
import { byOrder, couponsWhere } from '../modules/coupons/coupon-queries';
import { createTicketedTrip } from './ticketed-trip';
import { quietFlight } from './quiet-flight';
import { buildTrips } from '../modules/check-in/trips';

/**
 * Development and end-to-end tests only: a ticketed booking for a member on a flight inside the check-in
 * window, so check-in can be tried from a real ticket. Dev tools only (DEV_TOOLS=on, loopback callers).
 */
export const devTripCalls = [
  devLever({
    path: CHECK_IN_CALLS.devTicketedTrip,
    input: devTicketedTripPayload,
    // Called by test set-up and developers, never by the SPA's client.
    handle: async (input, context) => {
      const memberId = await leverMemberId(context, input.mobile);
      const now = context.clock.now();
      const seats = input.passengers.child ? 2 : 1;
      const flightId =
        input.flightId ??
        (input.departsAfterHours === undefined
          ? await quietFlight(context.db, now, seats, input.bookingClass)
          : undefined);
      const trip = await createTicketedTrip(context.db, {
        memberId,
        now,
        ticketPrefix: context.config.TICKET_PREFIX,
        departsAfterHours: input.departsAfterHours,
        flightId,
        child: input.passengers.child,
        infant: input.passengers.infant,
        bookingClass: input.bookingClass,
      });
      const coupons = await couponsWhere(context.db, byOrder(trip.orderNo));
      const [checkInTrip] = await buildTrips(context, coupons);
      return { ...trip, departureAt: trip.departureAt.toISOString(), trip: checkInTrip };
    },
  }),
];
