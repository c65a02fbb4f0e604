import * as z from 'zod';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { bookingMachine } from '../../../../machines/booking.machine';
import type { PlacedOrder, PlaceOrderInput } from '../../../../machines/booking-trip';
import { createFlowHost } from '../../../flows/flow-host';
import { placeOrder } from './place-order';
import { wizardRouteOf } from './wizard-pages';

/** The booking chart with the real order call. */
export const wizardMachine = bookingMachine.provide({
  actors: { placeOrder: fromPromise<PlacedOrder, PlaceOrderInput>(({ input, signal }) => placeOrder(input, signal)) },
});
export type WizardActor = ActorRefFrom<typeof wizardMachine>;

// What the pages read of a restored context: anything else (a foreign or tampered value) starts afresh.
const quoteSchema = z
  .object({
    flightNo: z.string(),
    flightDate: z.string(),
    bookingClass: z.string(),
    quotedAdultFare: z.number(),
    adultPoints: z.number().nullable().optional(),
  })
  .loose();
const restorableContext = z
  .object({
    market: z.enum(['domestic', 'international', 'points']),
    fareChanges: z.array(
      z.object({ flightNo: z.string(), quotedAdultFare: z.number(), currentAdultFare: z.number() }).loose(),
    ),
    search: z
      .object({ tripType: z.enum(['oneWay', 'roundTrip']), origin: z.string(), destination: z.string() })
      .loose()
      .optional(),
    outbound: quoteSchema.optional(),
    inbound: quoteSchema.optional(),
    selectedAt: z.number().optional(),
    order: z.object({ orderNo: z.string(), holdUntil: z.string() }).loose().optional(),
  })
  .loose();

/**
 * The booking wizard of this tab, hosted by the `_booking` layout around the passenger and confirm pages:
 * resumed after a reload, followed to each step's page. Raise the version when a saved snapshot would no
 * longer fit the chart or its context.
 */
export const BookingFlow = createFlowHost({
  chartId: 'booking',
  machine: wizardMachine,
  storageKey: 'booking-wizard',
  snapshotVersion: 2,
  isRestorable: (snapshot) => restorableContext.safeParse(snapshot.context).success,
  routeOf: (page, snapshot) =>
    wizardRouteOf(page, { context: snapshot.context, choosingReturn: snapshot.matches('choosingReturn') }),
});
