import { and, asc, desc, eq, gte, inArray, isNotNull, lte } from 'drizzle-orm';
import * as z from 'zod';
import {
  DELAY_THRESHOLD_MINUTES,
  FLIGHT_STATUS_CALLS,
  devForceOperationPayload,
} from '../../contract/calls/flight-status';
import { mobileSchema } from '../../contract/validators/mobile';
import { devLever } from './dev-lever';
import { CallError } from '../calls/call-error';
import { flightOperations } from '../db/schema/flight-operations';
import { flights } from '../db/schema/schedule';
import { joinDomesticOperations } from '../modules/flight-ops/domestic-operations-join';
import { memberByMobile } from './lever-member';
import { createTicketedTrip } from './ticketed-trip';
import { flightDynamic } from '../modules/flight-ops/flight-status-service';
import { refreshDueOperations, refreshOperations } from '../modules/flight-ops/refresh-operations';
import { text } from '../../contract/validators/text';
import { flightLegColumns } from '../shared/flight-leg';

const DEMO_MOBILE = '13800138000';

/**
 * Development levers for demos and browser tests (dev tools only: DEV_TOOLS=on, loopback callers): force a
 * delay or cancellation on a flight that has not left (what has happened stays as it was), and book a ticket
 * on a flight that has flown late.
 */
export const devOperationCalls = [
  devLever({
    path: FLIGHT_STATUS_CALLS.devForceOperation,
    input: devForceOperationPayload,
    handle: async (input, context) => {
      const [flight] = await context.db
        .select()
        .from(flights)
        .where(and(eq(flights.flightNo, input.flightNo), eq(flights.flightDate, input.flightDate)));
      if (!flight) throw new CallError('404', 'errors.notFound', {}, 404);
      const now = context.clock.now();
      await refreshOperations(context.db, now, [flight.id]);
      const [operation] = await context.db
        .select()
        .from(flightOperations)
        .where(eq(flightOperations.flightId, flight.id));
      if (operation?.actualOffBlock || operation?.canceledAt)
        throw new CallError('FLIGHT_ALREADY_OPERATED', 'flightStatus.refusals.alreadyOperated');
      await context.db
        .update(flightOperations)
        .set({
          forcedDelayMinutes: input.cancel ? null : (input.delayMinutes ?? 0),
          forcedCancel: input.cancel,
          forcedReason: input.reason,
        })
        .where(eq(flightOperations.flightId, flight.id));
      await refreshOperations(context.db, now, [flight.id]);
      return flightDynamic(context, input.flightNo, input.flightDate);
    },
  }),
  devLever({
    path: FLIGHT_STATUS_CALLS.devDelayedTrip,
    input: z.object({ mobile: mobileSchema.default(DEMO_MOBILE), adultName: text().trim().min(1).max(20).optional() }),
    handle: async (input, context) => {
      const member = await memberByMobile(context.db, input.mobile);
      const now = context.clock.now();
      await refreshDueOperations(context.db, now);
      const arrivedDelayed = context.db
        .select({
          id: flights.id,
          ...flightLegColumns,
        })
        .from(flights)
        .$dynamic();
      const [flight] = await joinDomesticOperations(arrivedDelayed)
        .where(
          and(
            inArray(flightOperations.status, ['arrived']),
            isNotNull(flightOperations.actualOnBlock),
            gte(flightOperations.delayMinutes, DELAY_THRESHOLD_MINUTES + 15),
            lte(flights.departureAt, now),
          ),
        )
        .orderBy(desc(flightOperations.delayMinutes), asc(flights.id))
        .limit(1);
      if (!flight) throw new CallError('404', 'errors.notFound', {}, 404);
      const trip = await createTicketedTrip(context.db, {
        memberId: member.id,
        now,
        ticketPrefix: context.config.TICKET_PREFIX,
        flightId: flight.id,
        adultName: input.adultName,
      });
      const coupon = trip.coupons[0]!;
      return {
        ...flight,
        orderNo: trip.orderNo,
        ticketNo: coupon.ticketNo,
        name: coupon.name,
        documentNo: coupon.documentNo,
      };
    },
  }),
];
