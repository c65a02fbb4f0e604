import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BookFlightData } from '../../../contract/calls/orders';
import { insurancePolicies } from '../../db/schema/insurance';
import { orders } from '../../db/schema/orders';
import { adult, book, bookableFlight, bookingFor, inventoryOf, suiteMemberHeaders } from './testing/order-test-setup';
import { suiteApp } from '../../testing/suite-app';

describe('insurance chosen while booking', () => {
  const test = suiteApp();
  const zhangWei = suiteMemberHeaders(test);

  const policiesOf = (orderNo: string) =>
    test.database.db.select().from(insurancePolicies).where(eq(insurancePolicies.orderNo, orderNo));

  it('adds the premiums per passenger and segment to the booked total', async () => {
    const flights = [
      await bookableFlight(test.database.db, 'NS3105', '2026-06-16'),
      await bookableFlight(test.database.db, 'NS3105', '2026-06-17'),
    ];
    const uninsured = await book(test.app, bookingFor(flights, [adult(901), adult(902)]), zhangWei);
    const insurance = [
      { passengerIndex: 0, productCode: 'FAI-ACCIDENT' },
      { passengerIndex: 1, productCode: 'FAI-DELAY' },
    ];
    const reply = await book(test.app, { ...bookingFor(flights, [adult(903), adult(904)]), insurance }, zhangWei);
    expect(reply.resultCode).toBe('0');
    const order = reply.data as BookFlightData;
    expect(order.totalAmount).toBe((uninsured.data as BookFlightData).totalAmount + 2 * (30 + 20));
    const [stored] = await test.database.db.select().from(orders).where(eq(orders.orderNo, order.orderNo));
    expect(stored!.totalAmount).toBe(order.totalAmount);
    expect((await policiesOf(order.orderNo)).map((policy) => policy.premium).sort()).toEqual([20, 20, 30, 30]);
  });

  it('refuses the whole booking for an unknown product, taking no seat', async () => {
    const flight = await bookableFlight(test.database.db, 'NS3105', '2026-06-18');
    const before = await inventoryOf(test.database.db, flight);
    const payload = {
      ...bookingFor([flight], [adult(905)]),
      insurance: [{ passengerIndex: 0, productCode: 'NO-SUCH' }],
    };
    const reply = await book(test.app, payload, zhangWei);
    expect(reply).toMatchObject({ resultCode: 'INSURANCE_PRODUCT_UNAVAILABLE' });
    expect(await inventoryOf(test.database.db, flight)).toEqual(before);
    const memberOrders = await test.database.db
      .select()
      .from(orders)
      .where(eq(orders.idempotencyKey, payload.idempotencyKey));
    expect(memberOrders).toEqual([]);
  });

  it('charges the premiums once when the submit is replayed', async () => {
    const flight = await bookableFlight(test.database.db, 'NS3105', '2026-06-19');
    const payload = {
      ...bookingFor([flight], [adult(906)]),
      insurance: [{ passengerIndex: 0, productCode: 'FAI-ACCIDENT' }],
    };
    const [first, second] = await Promise.all([book(test.app, payload, zhangWei), book(test.app, payload, zhangWei)]);
    const third = await book(test.app, payload, zhangWei);
    expect(second.data).toEqual(first.data);
    expect(third.data).toEqual(first.data);
    const order = first.data as BookFlightData;
    expect(await policiesOf(order.orderNo)).toHaveLength(1);
    const [stored] = await test.database.db.select().from(orders).where(eq(orders.orderNo, order.orderNo));
    expect(stored!.totalAmount).toBe(order.totalAmount);
  });
});
