import { eq } from 'drizzle-orm';
import type { BookFlightData } from '../../../../contract/calls/orders';
import { orders } from '../../../db/schema/orders';
import type { TestApp } from '../../../testing/test-app';
import { adult, book, bookableFlight, bookingFor } from '../../orders/testing/order-test-setup';

let sequence = 300;

/** An unpaid one-adult order of the member on NS3105 (a day of July 2026: each has its own seats). */
export async function unpaidOrder(test: TestApp, headers: Record<string, string>, flightDate = '2026-07-01') {
  const flight = await bookableFlight(test.database.db, 'NS3105', flightDate, 'L');
  const reply = await book(test.app, bookingFor([flight], [adult((sequence += 1))]), headers);
  const { orderNo } = reply.data as unknown as BookFlightData;
  if (!orderNo) throw new Error(`booking refused: ${JSON.stringify(reply)}`);
  const [order] = await test.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  return order!;
}
