import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ChangeQuote } from '../../../contract/calls/ticket-changes';
import { flightBuckets, flightCabins } from '../../db/schema/schedule';
import { TEST_NOW } from '../../testing/test-app';
import { seatsLeft } from '../orders/seat-inventory';
import { disruptedChange } from './change-policy';
import { totalsOf } from './change-quote';
import { selectChange } from './change-selection';
import { changeCall, changeSuite, fareOf, orderToChange } from './testing/change-test-kit';

describe('the class a change takes when the coupon’s own class is full on the new flight', () => {
  const suite = changeSuite();
  const db = () => suite.app.database.db;

  const orderInClass = (bookingClass: string, daysAhead: number) => orderToChange(db(), { bookingClass, daysAhead });
  const closeClass = (flightId: number, bookingClass: string) =>
    db()
      .update(flightBuckets)
      .set({ available: 0 })
      .where(and(eq(flightBuckets.flightId, flightId), eq(flightBuckets.bookingClass, bookingClass)));

  /** The change of the whole order to its target flight, in the coupons' own cabin. */
  const changeOf = (order: Awaited<ReturnType<typeof orderInClass>>) => ({
    orderNo: order.orderNo,
    ticketIds: order.ticketIds,
    flightNo: order.target.flightNo,
    flightDate: order.target.flightDate,
  });
  const quote = <T>(order: Awaited<ReturnType<typeof orderInClass>>) =>
    changeCall<T>(suite.app, 'changeQuote', changeOf(order), suite.token);

  it('moves a voluntary change up to the next dearer class of the cabin, and charges the difference', async () => {
    const order = await orderInClass('K', 12);
    await closeClass(order.target.id, 'K');
    const reply = await quote<ChangeQuote>(order);
    expect(reply.resultCode).toBe('0');
    expect(reply.data.flight.bookingClass).toBe('H');
    const [quoted] = reply.data.coupons;
    expect(quoted!.fareDifference).toBe((await fareOf(db(), order.target.id, 'H')) - order.fare);
    expect(quoted!.fareDifference).toBeGreaterThan(0);
  });

  it('never moves a change down to a cheaper class, even when only that one has seats', async () => {
    const order = await orderInClass('M', 13);
    for (const bookingClass of ['Y', 'B', 'M']) await closeClass(order.target.id, bookingClass);
    const reply = await quote<{ seatsLeft: number }>(order);
    expect(reply).toMatchObject({ resultCode: 'CHANGE_NO_SEATS', data: { seatsLeft: 0 } });
    expect(await seatsLeft(db(), order.target.id, 'H')).toBeGreaterThan(0);
  });

  it('gives a disrupted traveller of a full class a seat of a dearer class for nothing', async () => {
    const order = await orderInClass('L', 14);
    await closeClass(order.target.id, 'L');
    const selection = await selectChange(
      db(),
      'demo-verified',
      changeOf(order),
      disruptedChange({ withinDays: 7 }),
      new Date(TEST_NOW),
    );
    expect(selection.target.bookingClass).toBe('K');
    expect(totalsOf(selection)).toEqual({ fee: 0, fareDifference: 0, taxDifference: 0, amount: 0 });
  });

  it('answers no seats, naming none left, when the whole cabin is full', async () => {
    const order = await orderInClass('Y', 15);
    await db()
      .update(flightCabins)
      .set({ available: 0 })
      .where(and(eq(flightCabins.flightId, order.target.id), eq(flightCabins.cabinClass, 'Y')));
    const reply = await quote<{ seatsLeft: number }>(order);
    expect(reply).toMatchObject({ resultCode: 'CHANGE_NO_SEATS', data: { seatsLeft: 0 } });
  });
});
