import { desc, eq } from 'drizzle-orm';
import { flownTripPayload, POINT_DEV_CALLS, type FlownTripData } from '../../../contract/points/point-calls';
import { defineCall } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import { orderSegments, tickets } from '../../db/schema/orders';
import { flights } from '../../db/schema/schedule';
import { findMemberByMobile } from '../accounts/member-store';
import { accrueFlownCoupons } from './flight-accrual';
import { travelIdentity } from './member-identity';
import { checkedInTrip } from './testing/flown-trip';

/** Who books for a member in the 'other' case: a demo member other than the caller. */
const OTHER_BOOKERS = ['demo-renewal', 'demo-changed-phone'];

/**
 * End-to-end lever: a checked-in trip of a member whose coupon is marked flown now (the flight
 * itself keeps its time). Booked by the member, it earns at once as the accrual job would credit it.
 */
export const devPointsCalls = [
  defineCall({
    path: POINT_DEV_CALLS.flownTrip,
    input: flownTripPayload,
    appRiskCheck: 'skip',
    devTool: true,
    handle: async (input, context): Promise<FlownTripData> => {
      const member = await findMemberByMobile(context.db, input.mobile);
      if (!member) throw new CallError('404', 'errors.notFound', {}, 404);
      const memberId = member.id;
      const identity = await travelIdentity(context.db, memberId);
      if (!identity) throw new CallError('404', 'errors.notFound', {}, 404);
      const bookerId = input.bookedBy === 'self' ? memberId : OTHER_BOOKERS.find((id) => id !== memberId)!;
      // After the member's latest coupon: one traveller holds one live coupon per flight.
      const [latest] = await context.db
        .select({ departureAt: flights.departureAt })
        .from(tickets)
        .innerJoin(flights, eq(flights.id, tickets.flightId))
        .where(eq(tickets.documentNo, identity.documentNos[0]!))
        .orderBy(desc(flights.departureAt))
        .limit(1);
      const now = context.clock.now();
      const departsAfterHours = Math.max(2, ((latest?.departureAt.getTime() ?? 0) - now.getTime()) / 3_600_000 + 1);
      const trip = await checkedInTrip(context.db, { memberId: bookerId, now, departsAfterHours, traveller: { name: identity.name, documentNo: identity.documentNos[0]! } });
      await context.db.update(tickets).set({ status: 'used' }).where(eq(tickets.id, trip.coupon.couponId));
      if (input.bookedBy === 'self') await accrueFlownCoupons(context.db, context.clock);
      const [segment] = await context.db.select().from(orderSegments).where(eq(orderSegments.orderNo, trip.orderNo));
      return { ticketNo: trip.coupon.ticketNo!, flightNo: trip.flight.flightNo, cabin: segment!.bookingClass, origin: trip.flight.origin, destination: trip.flight.destination, flightDate: trip.flight.flightDate };
    },
  }),
];
