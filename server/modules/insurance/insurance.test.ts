import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/call-paths';
import type { CreateFaiInsuranceData, InsuranceProduct } from '../../../contract/booking/insurance-calls';
import type { BookFlightData } from '../../../contract/calls/orders';
import { insurancePolicies } from '../../db/schema/insurance';
import { orderPassengers, orders } from '../../db/schema/orders';
import { formCall, jsonCall } from '../../testing/test-app';
import { adult, book, bookableFlight, bookingFor, memberHeaders } from '../orders/testing/order-test-setup';
import { suiteApp } from '../../testing/suite-app';

describe('travel insurance (queryInsuranceDeploy, createFaiInsurance)', () => {
  const test = suiteApp();
  let zhangWei: Record<string, string>;
  let sequence = 700;
  beforeAll(async () => {
    zhangWei = await memberHeaders(test.app);
  });

  /** A fresh unpaid order of 张伟 with two adults on two flights; its passenger ids and total. */
  async function unpaidOrder() {
    const flights = [
      await bookableFlight(test.database.db, 'NS3105', '2026-06-10'),
      await bookableFlight(test.database.db, 'NS3105', '2026-06-14'),
    ];
    const reply = await book(test.app, bookingFor(flights, [adult((sequence += 1)), adult((sequence += 1))]), zhangWei);
    const order = reply.data as BookFlightData;
    const passengers = await test.database.db
      .select()
      .from(orderPassengers)
      .where(eq(orderPassengers.orderNo, order.orderNo))
      .orderBy(asc(orderPassengers.id));
    return {
      orderNo: order.orderNo,
      totalAmount: order.totalAmount,
      passengerIds: passengers.map((passenger) => passenger.id),
    };
  }
  const insure = async (payload: unknown, headers = zhangWei) =>
    (await jsonCall(test.app, CALLS.createFaiInsurance, payload, headers)).json() as Promise<{
      code: string;
      message: string;
      data: CreateFaiInsuranceData;
    }>;

  it('lists the products with their price per passenger and segment, in the request language', async () => {
    const reply = (await formCall(test.app, CALLS.queryInsuranceDeploy, {}, { 'accept-language': 'en' })).json();
    const products = reply.data as InsuranceProduct[];
    expect(products.map((product) => [product.productCode, product.name, product.price])).toEqual([
      ['FAI-ACCIDENT', 'Flight accident insurance', 30],
      ['FAI-DELAY', 'Flight delay insurance', 20],
    ]);
  });

  it('adds a policy per passenger and segment and raises the order total by the premiums, once', async () => {
    const order = await unpaidOrder();
    const selections = [
      { passengerId: order.passengerIds[0]!, productCode: 'FAI-ACCIDENT' },
      { passengerId: order.passengerIds[1]!, productCode: 'FAI-ACCIDENT' },
      { passengerId: order.passengerIds[1]!, productCode: 'FAI-DELAY' },
    ];
    const reply = await insure({ orderNo: order.orderNo, selections });
    expect(reply.code).toBe('success');
    expect(reply.data.policies).toHaveLength(6);
    expect(reply.data.totalAmount).toBe(order.totalAmount + 2 * (30 + 30 + 20));
    const retried = await insure({ orderNo: order.orderNo, selections });
    expect(retried.data).toMatchObject({ totalAmount: reply.data.totalAmount, policies: [] });
    const [stored] = await test.database.db.select().from(orders).where(eq(orders.orderNo, order.orderNo));
    expect(stored!.totalAmount).toBe(reply.data.totalAmount);
    expect(
      new Set(
        (
          await test.database.db.select().from(insurancePolicies).where(eq(insurancePolicies.orderNo, order.orderNo))
        ).map((policy) => policy.policyNo),
      ).size,
    ).toBe(6);
  });

  it('refuses a canceled order, a passenger of another order and an unknown product, changing nothing', async () => {
    const order = await unpaidOrder();
    const other = await unpaidOrder();
    expect(
      await insure({
        orderNo: order.orderNo,
        selections: [{ passengerId: other.passengerIds[0]!, productCode: 'FAI-DELAY' }],
      }),
    ).toMatchObject({ code: 'PASSENGER_NOT_ON_ORDER' });
    expect(
      await insure({
        orderNo: order.orderNo,
        selections: [{ passengerId: order.passengerIds[0]!, productCode: 'NO-SUCH' }],
      }),
    ).toMatchObject({ code: 'INSURANCE_PRODUCT_UNAVAILABLE' });
    await formCall(test.app, CALLS.cancelOrder, { orderNo: order.orderNo }, zhangWei);
    const refused = await insure({
      orderNo: order.orderNo,
      selections: [{ passengerId: order.passengerIds[0]!, productCode: 'FAI-DELAY' }],
    });
    expect(refused).toMatchObject({ code: 'ORDER_NOT_INSURABLE', message: '订单已支付或已取消，不能再添加保险' });
    const [stored] = await test.database.db.select().from(orders).where(eq(orders.orderNo, order.orderNo));
    expect(stored!.totalAmount).toBe(order.totalAmount);
    expect(
      await test.database.db.select().from(insurancePolicies).where(eq(insurancePolicies.orderNo, order.orderNo)),
    ).toEqual([]);
  });

  it('another member cannot insure 张伟’s order, and a login is needed', async () => {
    const order = await unpaidOrder();
    const selections = [{ passengerId: order.passengerIds[0]!, productCode: 'FAI-DELAY' }];
    expect(
      await insure({ orderNo: order.orderNo, selections }, await memberHeaders(test.app, '13700137000')),
    ).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    expect(
      (await jsonCall(test.app, CALLS.createFaiInsurance, { orderNo: order.orderNo, selections })).statusCode,
    ).toBe(401);
  });
});
