import { and, asc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orderPassengers, orderSegments, orders, tickets, type PassengerType } from '../../../db/schema/orders';
import { flightBuckets, flights } from '../../../db/schema/schedule';
import { TEST_NOW } from '../../../testing/test-now';

/** What each passenger type paid per coupon in these fixtures (CNY): fare, airport fee, fuel surcharge. */
export const FIXTURE_PRICES: Record<PassengerType, { fare: number; airportFee: number; fuelSurcharge: number }> = {
  ADT: { fare: 810, airportFee: 50, fuelSurcharge: 20 },
  CHD: { fare: 410, airportFee: 0, fuelSurcharge: 10 },
  INF: { fare: 80, airportFee: 0, fuelSurcharge: 0 },
};

let serial = 0;
const DAY_MS = 86_400_000;

/** The first SJW–PVG flight leaving after `after` whose M bucket still has `seats` for a fixture order. */
export async function flightLeavingAfter(db: Db, after: Date, seats = 2): Promise<typeof flights.$inferSelect> {
  const [row] = await db
    .select({ flight: flights })
    .from(flights)
    .innerJoin(flightBuckets, and(eq(flightBuckets.flightId, flights.id), eq(flightBuckets.bookingClass, 'M')))
    .where(
      and(
        gt(flights.departureAt, after),
        eq(flights.origin, 'SJW'),
        eq(flights.destination, 'PVG'),
        gte(flightBuckets.available, seats),
      ),
    )
    .orderBy(asc(flights.departureAt))
    .limit(1);
  if (!row) throw new Error(`no SJW-PVG flight with M seats after ${after.toISOString()}`);
  return row.flight;
}

/**
 * A ticketed order as the booking and ticketing would leave it: open coupons with ticket numbers, the
 * seated passengers' seats taken from the M bucket and the economy cabin. Infants sit on the first adult.
 */
export async function insertTicketedOrder(
  db: Db,
  options: {
    memberId: string;
    flightIds: number[];
    passengers: PassengerType[];
    kind?: 'domestic' | 'points';
    points?: number;
    at: Date;
  },
): Promise<{ orderNo: string; ticketIds: number[] }> {
  serial += 1;
  const orderNo = `HBT${Date.now() % 1_000_000}${String(serial).padStart(4, '0')}`;
  const points = options.kind === 'points' ? (options.points ?? 12_000) : 0;
  await db.insert(orders).values({
    orderNo,
    pnr: `T${String(serial).padStart(5, '0')}`,
    memberId: options.memberId,
    kind: options.kind ?? 'domestic',
    status: 'ticketed',
    contactName: '张伟',
    contactMobile: '13800138000',
    contactEmail: 'zhangwei@example.com',
    totalAmount: 0,
    idempotencyKey: orderNo,
    createdAt: options.at,
    holdUntil: options.at,
    paidAt: options.at,
    ticketedAt: options.at,
  });
  const passengers: (typeof orderPassengers.$inferSelect)[] = [];
  for (const [index, type] of options.passengers.entries()) {
    const adultId: number | undefined =
      type === 'INF' ? passengers.find((passenger) => passenger.passengerType === 'ADT')?.id : undefined;
    const [row] = await db
      .insert(orderPassengers)
      .values({
        orderNo,
        passengerType: type,
        name: `旅客${serial}${index}`,
        documentType: '0',
        documentNo: `DOC${serial}X${index}`,
        birthDate: type === 'INF' ? '2025-08-01' : type === 'CHD' ? '2019-05-01' : '1988-03-02',
        accompanyingAdultId: adultId,
      })
      .returning();
    passengers.push(row!);
  }
  const ticketIds: number[] = [];
  for (const [segmentIndex, flightId] of options.flightIds.entries()) {
    const [segment] = await db
      .insert(orderSegments)
      .values({ orderNo, segmentIndex, flightId, bookingClass: 'M', cabinClass: 'Y' })
      .returning();
    for (const passenger of passengers) {
      const price =
        options.kind === 'points'
          ? { ...FIXTURE_PRICES[passenger.passengerType], fare: 0 }
          : FIXTURE_PRICES[passenger.passengerType];
      const [ticket] = await db
        .insert(tickets)
        .values({
          orderNo,
          passengerId: passenger.id,
          segmentId: segment!.id,
          flightId,
          documentNo: passenger.documentNo,
          ...price,
          points: options.kind === 'points' ? points : 0,
          ticketNo: `880${String(serial).padStart(4, '0')}${String(ticketIds.length).padStart(6, '0')}`,
          status: 'open',
        })
        .returning();
      ticketIds.push(ticket!.id);
    }
    const seated = passengers.filter((passenger) => passenger.passengerType !== 'INF').length;
    await db.execute(
      sql`update flight_buckets set available = available - ${seated} where flight_id = ${flightId} and booking_class = 'M'`,
    );
    await db.execute(
      sql`update flight_cabins set available = available - ${seated} where flight_id = ${flightId} and cabin_class = 'Y'`,
    );
  }
  return { orderNo, ticketIds };
}

/**
 * The order the refund and insurance suites start from: the demo member's two adults, ticketed at TEST_NOW, on
 * `legs` SJW–PVG flights a day or more apart, the first leaving ten days ahead.
 */
export async function insertDemoTwoAdultOrder(
  db: Db,
  { legs = 1, kind = 'domestic' }: { legs?: number; kind?: 'domestic' | 'points' } = {},
): Promise<{ orderNo: string; ticketIds: number[] }> {
  const flightIds: number[] = [];
  let after = new Date(Date.parse(TEST_NOW) + 10 * DAY_MS);
  for (let leg = 0; leg < legs; leg += 1) {
    const flight = await flightLeavingAfter(db, after);
    flightIds.push(flight.id);
    after = new Date(flight.departureAt.getTime() + DAY_MS);
  }
  return insertTicketedOrder(db, {
    memberId: 'demo-verified',
    flightIds,
    passengers: ['ADT', 'ADT'],
    kind,
    at: new Date(TEST_NOW),
  });
}

/** The coupons of a fixture order, in the order they were issued. */
export function couponsInIssueOrder(db: Db, ticketIds: number[]) {
  return db.select().from(tickets).where(inArray(tickets.id, ticketIds)).orderBy(asc(tickets.id));
}
