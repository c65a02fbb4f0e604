import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/client';
import { members } from '../../../db/schema/accounts';
import { orderPassengers, orderSegments, orders, tickets } from '../../../db/schema/orders';
import { flights } from '../../../db/schema/schedule';
import { formCall, jsonCall } from '../../../testing/test-app';
import { loggedInUser } from '../../accounts/testing/account-test-calls';
import { DEMO_PASSWORD } from '../../accounts/seed';

export const PAYER_MOBILE = '13800138000';

/**
 * An unpaid order of two adults on the first flight after tomorrow, written straight to the tables as the
 * booking transaction leaves it (the payment tests do not depend on the booking code).
 */
export async function unpaidOrder(
  db: Db,
  clock: Clock,
  options: { mobile?: string; amount?: number; holdMinutes?: number } = {},
): Promise<string> {
  const now = clock.now();
  const [member] = await db
    .select()
    .from(members)
    .where(eq(members.mobile, options.mobile ?? PAYER_MOBILE));
  const [flight] = await db
    .select()
    .from(flights)
    .where(gt(flights.departureAt, new Date(now.getTime() + 86_400_000)))
    .orderBy(asc(flights.departureAt))
    .limit(1);
  const orderNo = `HB${randomBytes(6).toString('hex').toUpperCase()}`;
  await db.insert(orders).values({
    orderNo,
    pnr: randomBytes(3).toString('hex').toUpperCase(),
    memberId: member!.id,
    kind: 'domestic',
    status: 'unpaid',
    contactName: '张伟',
    contactMobile: member!.mobile,
    contactEmail: 'zhangwei@example.com',
    totalAmount: options.amount ?? 1460,
    idempotencyKey: randomUUID(),
    createdAt: now,
    holdUntil: new Date(now.getTime() + (options.holdMinutes ?? 30) * 60_000),
  });
  const [segment] = await db
    .insert(orderSegments)
    .values({ orderNo, segmentIndex: 0, flightId: flight!.id, bookingClass: 'Y', cabinClass: 'Y' })
    .returning();
  for (const [index, name] of ['张伟', '李娜'].entries()) {
    const documentNo = `13010219850412${randomBytes(2).toString('hex').toUpperCase()}${index}`;
    const [passenger] = await db
      .insert(orderPassengers)
      .values({ orderNo, passengerType: 'ADT', name, documentType: '0', documentNo, birthDate: '1985-04-12' })
      .returning();
    await db.insert(tickets).values({
      orderNo,
      passengerId: passenger!.id,
      segmentId: segment!.id,
      flightId: flight!.id,
      documentNo,
      fare: 680,
      airportFee: 50,
      fuelSurcharge: 0,
      status: 'booked',
    });
  }
  return orderNo;
}

/** What the ORDERS job does to an order past its hold, for the late-payment tests. */
export async function cancelOrder(db: Db, clock: Clock, orderNo: string): Promise<void> {
  await db.update(orders).set({ status: 'canceled', canceledAt: clock.now() }).where(eq(orders.orderNo, orderNo));
  await db
    .update(tickets)
    .set({ status: 'void' })
    .where(and(eq(tickets.orderNo, orderNo), eq(tickets.status, 'booked')));
}

export async function orderRow(db: Db, orderNo: string) {
  const [order] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
  return order!;
}

export async function payerToken(app: FastifyInstance, mobile = PAYER_MOBILE): Promise<string> {
  return (await loggedInUser(app, mobile, DEMO_PASSWORD)).jwtToken;
}

/** A form call (pay/*) or a JSON call (pay audit, wait-pay guide) as the logged-in member. */
export async function payCall(app: FastifyInstance, path: string, payload: unknown, jwtToken: string) {
  const send = path.startsWith('/mid_website/') ? formCall : jsonCall;
  return (await send(app, path, payload, { jwtToken })).json() as {
    resultCode?: string;
    code?: string;
    resultMsg?: string;
    message?: string;
    data: any;
  };
}
