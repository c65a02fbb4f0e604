import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_DEV_CALLS } from '../../../contract/calls/orders';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import { createTestApp, jsonCall, type TestApp } from '../../testing/test-app';
import { devInventoryCalls } from './dev-inventory-calls';
import { adult, book, bookableFlight, bookingFor, inventoryOf, memberHeaders } from './order-test-setup';

describe('dev levers for browser tests', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('sets the seats a bucket has left, opening its cabin as far as needed', async () => {
    const flight = await bookableFlight(test.database.db, 'NS3117', '2026-06-18', 'L');
    const reply = await jsonCall(test.app, ORDER_DEV_CALLS.setSeats, { flightNo: 'NS3117', flightDate: '2026-06-18', bookingClass: 'L', seatsLeft: 2 });
    expect(reply.json()).toMatchObject({ code: 'success' });
    expect((await inventoryOf(test.database.db, flight)).bucket).toBe(2);
  });

  it('changes a fare, so a booking quoted at the old price is told it changed', async () => {
    const flight = await bookableFlight(test.database.db, 'NS3117', '2026-06-19', 'Y');
    await jsonCall(test.app, ORDER_DEV_CALLS.setFare, { flightNo: 'NS3117', flightDate: '2026-06-19', bookingClass: 'Y', price: flight.price + 230 });
    const reply = await book(test.app, bookingFor([flight], [adult(60)]), await memberHeaders(test.app));
    expect(reply).toMatchObject({ resultCode: 'FARE_CHANGED', data: { segments: [{ currentAdultFare: flight.price + 230 }] } });
  });

  it('is closed on a production server', async () => {
    const flight = await bookableFlight(test.database.db, 'NS3117', '2026-06-20', 'L');
    const before = await inventoryOf(test.database.db, flight);
    const context = { db: test.database.db, config: { NODE_ENV: 'production' } } as unknown as CallContext;
    for (const call of devInventoryCalls) {
      const attempt = call.handle({ flightNo: 'NS3117', flightDate: '2026-06-20', bookingClass: 'L', seatsLeft: 0, price: 1 } as never, context);
      await expect(attempt).rejects.toBeInstanceOf(CallError);
      await expect(attempt).rejects.toMatchObject({ httpStatus: 404 });
    }
    expect(await inventoryOf(test.database.db, flight)).toEqual(before);
    expect((await bookableFlight(test.database.db, 'NS3117', '2026-06-20', 'L')).price).toBe(flight.price);
  });
});
