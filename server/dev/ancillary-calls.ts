import { and, asc, eq, gte } from 'drizzle-orm';
import * as z from 'zod';
import { ANCILLARY_DEV_CALLS } from '../../contract/ancillaries/ancillary-calls';
import {
  devMealStockPayload,
  devTicketedTripPayload,
  devWalletCreditPayload,
} from '../../contract/ancillaries/ancillary-dev-schemas';
import { devLever } from './dev-lever';
import { CallError } from '../calls/call-error';
import type { Db } from '../db/client';
import { mealStock } from '../db/schema/ancillaries';
import { flights, routes } from '../db/schema/schedule';
import { leverMemberId } from './lever-member';
import { createTicketedTrip } from './ticketed-trip';
import { creditWallet } from '../modules/wallet/wallet-ledger';
import { runAncillaryJobs } from '../modules/ancillaries/ancillary-jobs';
import { MEALS_MIN_DISTANCE_KM } from '../modules/ancillaries/meal-menu';

/** Development and end-to-end tests only (DEV_TOOLS=on, loopback): set-up for the luggage and meal flows. */
export const ancillaryDevCalls = [
  devLever({
    path: ANCILLARY_DEV_CALLS.ticketedTrip,
    input: devTicketedTripPayload,
    handle: async (input, context) => {
      const memberId = await leverMemberId(context, input.mobile);
      const now = context.clock.now();
      const outbound = await mealRouteFlight(context.db, new Date(now.getTime() + input.departsInHours * 3_600_000));
      const legs = [outbound];
      if (input.returnAfterDays)
        legs.push(
          await mealRouteFlight(
            context.db,
            new Date(outbound.departureAt.getTime() + input.returnAfterDays * 86_400_000),
            outbound.destination,
          ),
        );
      const orders = [];
      for (const leg of legs) {
        const trip = await createTicketedTrip(context.db, {
          memberId,
          now,
          ticketPrefix: context.config.TICKET_PREFIX,
          flightId: leg.id,
          child: input.passengers.child,
          infant: input.passengers.infant,
        });
        orders.push({
          orderNo: trip.orderNo,
          flightId: trip.flightId,
          departureAt: trip.departureAt.toISOString(),
          coupons: trip.coupons.map(({ couponId, ticketNo, name, passengerType }) => ({
            couponId,
            ticketNo,
            name,
            passengerType,
          })),
        });
      }
      return { orders };
    },
  }),
  devLever({
    path: ANCILLARY_DEV_CALLS.mealStock,
    input: devMealStockPayload,
    handle: async (input, context) => {
      await context.db
        .insert(mealStock)
        .values(input)
        .onConflictDoUpdate({ target: [mealStock.flightId, mealStock.itemCode], set: { left: input.left } });
      return input;
    },
  }),
  devLever({
    path: ANCILLARY_DEV_CALLS.runJobs,
    input: z.object({}),
    handle: (_input, context) => runAncillaryJobs(context.db, context.clock, context.config),
  }),
  devLever({
    path: ANCILLARY_DEV_CALLS.walletCredit,
    input: devWalletCreditPayload,
    handle: async (input, context) => {
      const memberId = await leverMemberId(context, input.mobile);
      const at = context.clock.now();
      const transactionNo = await creditWallet(context.db, {
        memberId,
        category: 'activity',
        amount: input.amount,
        source: `dev:${at.getTime()}:${Math.random()}`,
        expiresAt: new Date(at.getTime() + 365 * 86_400_000),
        at,
      });
      return { transactionNo };
    },
  }),
];

/** The first domestic flight from `after` on a route long enough to serve meals (from `origin` when given). */
async function mealRouteFlight(db: Db, after: Date, origin?: string) {
  const [flight] = await db
    .select({ id: flights.id, departureAt: flights.departureAt, destination: flights.destination })
    .from(flights)
    .innerJoin(routes, eq(routes.code, flights.routeCode))
    .where(
      and(
        gte(flights.departureAt, after),
        eq(routes.kind, 'domestic'),
        gte(routes.distanceKm, MEALS_MIN_DISTANCE_KM),
        origin ? eq(flights.origin, origin) : undefined,
      ),
    )
    .orderBy(asc(flights.departureAt))
    .limit(1);
  if (!flight) throw new CallError('404', 'errors.notFound', {}, 404);
  return flight;
}
