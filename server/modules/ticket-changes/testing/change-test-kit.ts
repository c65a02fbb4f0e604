import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { CHANGE_CALLS } from '../../../../contract/call-paths';
import type { ChangeQuote, ChangeResult } from '../../../../contract/calls/ticket-changes';
import { passengerPrices } from '../../../../contract/calls/flight-pricing';
import type { Db } from '../../../db/client';
import { orderSegments, type PassengerType } from '../../../db/schema/orders';
import { flights } from '../../../db/schema/schedule';
import { createTestApp, formCall, TEST_NOW, type TestApp } from '../../../testing/test-app';
import { accountCalls } from '../../accounts/routes';
import { paymentCalls } from '../../payments/routes';
import { createRefundCalls } from '../../refunds/routes';
import { loginToken, recordingPayout } from '../../refunds/testing/refund-test-kit';
import { FIXTURE_PRICES, flightLeavingAfter, insertTicketedOrder } from '../../refunds/testing/ticketed-order';
import { releaseSeats, takeSeats } from '../../orders/seat-inventory';
import { ticketChangeCalls } from '../routes';

export { loginToken };

export interface Reply<T> {
  resultCode: string;
  resultMsg: string;
  code?: string;
  data: T;
}

/** Accounts, payments, refunds (with a payout that records) and changes: what a change and its races need. */
export async function changeTestApp(): Promise<TestApp> {
  const payout = recordingPayout().payout;
  return createTestApp({
    calls: [...accountCalls, ...paymentCalls, ...createRefundCalls({ payoutFor: () => payout }), ...ticketChangeCalls],
  });
}

/**
 * A change test file's app (changeTestApp) with the demo member logged in: made before the file's tests and
 * closed after them. Read `app` and `token` inside the tests, once the set-up has run.
 */
export function changeSuite() {
  const suite = {} as { app: TestApp; token: string };
  beforeAll(async () => {
    suite.app = await changeTestApp();
    suite.token = await loginToken(suite.app, '13800138000');
  });
  afterAll(() => suite.app.close());
  return suite;
}

export function changeCall<T = ChangeQuote & ChangeResult>(
  testApp: TestApp,
  call: keyof typeof CHANGE_CALLS,
  payload: unknown,
  jwtToken: string,
): Promise<Reply<T>> {
  return formCall(testApp.app, CHANGE_CALLS[call], payload, { jwtToken, 'accept-language': 'en' }).then(
    (response) => response.json() as Promise<Reply<T>>,
  );
}

/** A change of the order's tickets to `target`, quoted: the request and its quote, for changeApply to follow. */
export async function quotedChange(
  testApp: TestApp,
  token: string,
  order: { orderNo: string; ticketIds: number[] },
  target: { flightNo: string; flightDate: string },
) {
  const request = {
    orderNo: order.orderNo,
    ticketIds: order.ticketIds,
    flightNo: target.flightNo,
    flightDate: target.flightDate,
  };
  return { request, quoted: await changeCall<ChangeQuote>(testApp, 'changeQuote', request, token) };
}

/** The first flight of the same route as `flight` leaving at least `afterMs` after it. */
export async function laterFlightOnRoute(
  db: Db,
  flight: typeof flights.$inferSelect,
  afterMs: number,
): Promise<typeof flights.$inferSelect> {
  const [later] = await db
    .select()
    .from(flights)
    .where(
      and(
        eq(flights.origin, flight.origin),
        eq(flights.destination, flight.destination),
        gt(flights.departureAt, new Date(flight.departureAt.getTime() + afterMs)),
        eq(flights.status, 'scheduled'),
      ),
    )
    .orderBy(asc(flights.departureAt))
    .limit(1);
  if (!later) throw new Error(`no ${flight.origin}-${flight.destination} flight after ${flight.flightDate}`);
  return later;
}

/** Today's fare of a booking class on a flight (its route and season). */
export async function fareOf(db: Db, flightId: number, bookingClass: string): Promise<number> {
  const result = await db.execute<{ price: number }>(
    sql`select f.price from fares f join flights fl on fl.route_code = f.route_code and fl.season = f.season where fl.id = ${flightId} and f.booking_class = ${bookingClass}`,
  );
  const rows = (result as { rows?: { price: number }[] }).rows ?? (result as unknown as { price: number }[]);
  return Number(rows[0]!.price);
}

/**
 * A ticketed order of the member on `flightId` (refunds' fixture), its coupons re-sold in `bookingClass` at
 * today's fare for that class, so a change's fee and difference follow the published rules of that class.
 */
export async function ticketedOrderInClass(
  db: Db,
  options: {
    memberId: string;
    flightId: number;
    bookingClass: string;
    cabinClass: 'C' | 'Y';
    passengers: PassengerType[];
    at: Date;
  },
): Promise<{ orderNo: string; ticketIds: number[]; fare: number }> {
  const order = await insertTicketedOrder(db, {
    memberId: options.memberId,
    flightIds: [options.flightId],
    passengers: options.passengers,
    at: options.at,
  });
  const fare = await fareOf(db, options.flightId, options.bookingClass);
  await db
    .update(orderSegments)
    .set({ bookingClass: options.bookingClass, cabinClass: options.cabinClass })
    .where(eq(orderSegments.orderNo, order.orderNo));
  // The fixture took its seats from M/Y: move them to the class the coupons now say they were sold in.
  const seated = options.passengers.filter((type) => type !== 'INF').length;
  await releaseSeats(db, { flightId: options.flightId, bookingClass: 'M', cabinClass: 'Y', seats: seated });
  await takeSeats(db, {
    flightId: options.flightId,
    bookingClass: options.bookingClass,
    cabinClass: options.cabinClass,
    seats: seated,
  });
  const prices = passengerPrices(fare, {
    airportFee: FIXTURE_PRICES.ADT.airportFee,
    fuelSurcharge: FIXTURE_PRICES.ADT.fuelSurcharge,
  });
  for (const [type, key] of [
    ['ADT', 'adult'],
    ['CHD', 'child'],
    ['INF', 'infant'],
  ] as const) {
    await db.execute(
      sql`update tickets set fare = ${prices[key].fare} where order_no = ${order.orderNo} and passenger_id in (select id from order_passengers where order_no = ${order.orderNo} and passenger_type = ${type})`,
    );
  }
  return { ...order, fare };
}

/**
 * What a change test starts from: the demo member's order ticketed in `bookingClass` on the first flight
 * `daysAhead` days after the test's now, and the route's first flight 20 hours after it to change to.
 */
export async function orderToChange(
  db: Db,
  options: { bookingClass: string; daysAhead: number; cabinClass?: 'C' | 'Y'; passengers?: PassengerType[] },
) {
  const flight = await flightLeavingAfter(db, new Date(Date.parse(TEST_NOW) + options.daysAhead * 86_400_000));
  const order = await ticketedOrderInClass(db, {
    memberId: 'demo-verified',
    flightId: flight.id,
    bookingClass: options.bookingClass,
    cabinClass: options.cabinClass ?? 'Y',
    passengers: options.passengers ?? ['ADT'],
    at: new Date(TEST_NOW),
  });
  const target = await laterFlightOnRoute(db, flight, 20 * 3_600_000);
  return { ...order, flight, target };
}
