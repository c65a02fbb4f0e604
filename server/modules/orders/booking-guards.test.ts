import { describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/call-paths';
import { formCall } from '../../testing/test-app';
import {
  adult,
  book,
  bookableFlight,
  bookingFor,
  inventoryOf,
  setBucketSeats,
  suiteMemberHeaders,
} from './testing/order-test-setup';
import { suiteApp } from '../../testing/suite-app';

describe('booking a flight (bookFlight, bookFlightInter)', () => {
  const test = suiteApp();
  const zhangWei = suiteMemberHeaders(test);

  it('refuses a fare that changed since the search, naming the new fare', async () => {
    const flight = await bookableFlight(test.database.db, 'NS3103', '2026-06-10');
    const reply = await book(test.app, bookingFor([{ ...flight, price: flight.price - 100 }], [adult(6)]), {
      ...zhangWei,
      'accept-language': 'en',
    });
    expect(reply).toMatchObject({
      resultCode: 'FARE_CHANGED',
      resultMsg: 'The fare has changed; please confirm the new price and submit again',
      data: { segments: [{ flightNo: 'NS3103', quotedAdultFare: flight.price - 100, currentAdultFare: flight.price }] },
    });
  });

  it('refuses more travellers than seats left with SOLD_OUT and the seats that are left, taking none', async () => {
    const flight = await bookableFlight(test.database.db, 'NS3109', '2026-06-10', 'K');
    await setBucketSeats(test.database.db, flight, 1);
    const before = await inventoryOf(test.database.db, flight);
    const reply = await book(test.app, bookingFor([flight], [adult(7), adult(8)]), zhangWei);
    expect(reply).toMatchObject({
      resultCode: 'SOLD_OUT',
      data: { flightNo: 'NS3109', bookingClass: 'K', seatsLeft: 1 },
    });
    expect(await inventoryOf(test.database.db, flight)).toEqual(before);
  });

  it('refuses the same traveller twice on one flight, whichever order holds the first seat', async () => {
    const flight = await bookableFlight(test.database.db, 'NS3111', '2026-06-10');
    expect((await book(test.app, bookingFor([flight], [adult(9, '王五')]), zhangWei)).resultCode).toBe('0');
    const again = { ...adult(9, '王五'), documentNo: ` ${adult(9).documentNo.toLowerCase()}` };
    const reply = await book(test.app, bookingFor([flight], [again]), zhangWei);
    expect(reply).toMatchObject({ resultCode: 'PASSENGER_ALREADY_BOOKED', data: { name: '王五', flightNo: 'NS3111' } });
    expect(reply.resultMsg).toContain('王五');
  });

  it('refuses a flight that has left or is not on sale', async () => {
    const early = await bookableFlight(test.database.db, 'NS3101', '2026-06-01');
    expect((await book(test.app, bookingFor([early], [adult(10)]), zhangWei)).resultCode).toBe('FLIGHT_NOT_BOOKABLE');
    const missing = { ...early, flightNo: 'NS9999' };
    expect((await book(test.app, bookingFor([missing], [adult(10)]), zhangWei)).resultCode).toBe('FLIGHT_NOT_BOOKABLE');
  });

  it('answers a replayed submit with the first order and takes its seats once', async () => {
    const flight = await bookableFlight(test.database.db, 'NS3113', '2026-06-10');
    const before = await inventoryOf(test.database.db, flight);
    const payload = bookingFor([flight], [adult(11)]);
    const first = await book(test.app, payload, zhangWei);
    const second = await book(test.app, payload, zhangWei);
    expect(second.data).toEqual(first.data);
    expect(await inventoryOf(test.database.db, flight)).toEqual({ bucket: before.bucket - 1, cabin: before.cabin - 1 });
  });

  it('needs a logged-in member and a valid booking', async () => {
    const flight = await bookableFlight(test.database.db, 'NS3113', '2026-06-11');
    expect((await formCall(test.app, CALLS.bookFlight, bookingFor([flight], [adult(12)]))).statusCode).toBe(401);
    const unaccepted = await book(
      test.app,
      { ...bookingFor([flight], [adult(12)]), agreementAccepted: false as true },
      zhangWei,
    );
    expect(unaccepted.resultCode).toBe('RR0001');
  });
});
