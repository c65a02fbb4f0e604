import { describe, expect, it } from 'vitest';
import { ORDER_DEV_CALLS } from '../../contract/calls/orders';
import { jsonCall } from '../testing/test-app';
import {
  adult,
  book,
  bookableFlight,
  bookingFor,
  inventoryOf,
  memberHeaders,
} from '../modules/orders/testing/order-test-setup';
import { suiteApp } from '../testing/suite-app';

describe('dev levers for browser tests', () => {
  const test = suiteApp();

  it('sets the seats a bucket has left, opening its cabin as far as needed', async () => {
    const flight = await bookableFlight(test.database.db, 'NS3117', '2026-06-18', 'L');
    const reply = await jsonCall(test.app, ORDER_DEV_CALLS.setSeats, {
      flightNo: 'NS3117',
      flightDate: '2026-06-18',
      bookingClass: 'L',
      seatsLeft: 2,
    });
    expect(reply.json()).toMatchObject({ code: 'success' });
    expect((await inventoryOf(test.database.db, flight)).bucket).toBe(2);
  });

  it('changes a fare, so a booking quoted at the old price is told it changed', async () => {
    const flight = await bookableFlight(test.database.db, 'NS3117', '2026-06-19', 'Y');
    await jsonCall(test.app, ORDER_DEV_CALLS.setFare, {
      flightNo: 'NS3117',
      flightDate: '2026-06-19',
      bookingClass: 'Y',
      price: flight.price + 230,
    });
    const reply = await book(test.app, bookingFor([flight], [adult(60)]), await memberHeaders(test.app));
    expect(reply).toMatchObject({
      resultCode: 'FARE_CHANGED',
      data: { segments: [{ currentAdultFare: flight.price + 230 }] },
    });
  });
});
