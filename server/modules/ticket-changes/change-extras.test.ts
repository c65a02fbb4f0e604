import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ANCILLARY_REFUSALS, DRAW_RED_ENVELOPE_CALL } from '../../../contract/ancillaries/ancillary-calls';
import { mealStock } from '../../db/schema/ancillaries';
import { orderEvents } from '../../db/schema/orders';
import { flights } from '../../db/schema/schedule';
import { jsonCall } from '../../testing/test-app';
import {
  applyChange,
  changeableTrip,
  extrasSuite,
  orderDetail,
  paidExtras,
  portionsLeft,
  runExtrasJobs,
} from './testing/change-extras-kit';
import { gatewayRefunded } from '../payments/testing/gateway-refunds';

/**
 * A change takes the passengers' paid luggage and meals to the new flight where it sells them (same EMD, same
 * price, a portion of the new flight's stock), and leaves the rest for the job to refund once.
 */
describe('luggage and meals on a changed ticket', () => {
  const extras = extrasSuite();
  const db = () => extras.test.database.db;
  const jobs = () => runExtrasJobs(extras);

  it('moves what the new flight sells, refunds once what it does not, and a replay moves nothing again', async () => {
    const trip = await changeableTrip(extras);
    const bags = await paidExtras(
      extras,
      'luggage',
      `bags-${trip.orderNo}`,
      [
        { couponId: trip.adult, itemCode: 'LG10' },
        { couponId: trip.child, itemCode: 'LG05' },
      ],
      'gateway',
    );
    const meals = await paidExtras(
      extras,
      'meal',
      `meals-${trip.orderNo}`,
      [
        { couponId: trip.adult, itemCode: 'MHL1' },
        { couponId: trip.child, itemCode: 'MCH1' },
      ],
      'wallet',
    );
    const drawn = await jsonCall(
      extras.test.app,
      DRAW_RED_ENVELOPE_CALL,
      { orderNo: meals.orderNo },
      {
        jwtToken: extras.token,
      },
    );
    expect(drawn.json()).toMatchObject({ code: 'success' });
    const veg = await paidExtras(
      extras,
      'meal',
      `veg-${trip.orderNo}`,
      [{ couponId: trip.adult, itemCode: 'MVG1' }],
      'gateway',
    );
    // The new flight has sold its last vegetarian set: that meal cannot come along.
    await db().insert(mealStock).values({ flightId: trip.target.id, itemCode: 'MVG1', left: 0 });
    const stock = async () => ({
      oldHalal: await portionsLeft(extras.test, trip.flight.id, 'MHL1'),
      newHalal: await portionsLeft(extras.test, trip.target.id, 'MHL1'),
      oldVeg: await portionsLeft(extras.test, trip.flight.id, 'MVG1'),
      newVeg: await portionsLeft(extras.test, trip.target.id, 'MVG1'),
    });
    const before = await stock();

    const changed = await applyChange(extras, trip.apply, `extras-${trip.orderNo}`);
    expect(changed.data).toMatchObject({ status: 'done', replayed: false });
    const newTicketNos = changed.data.tickets.map((pair) => pair.newTicketNo);
    const onNewFlight = { flightNo: trip.target.flightNo, flightDate: trip.target.flightDate };

    const movedBags = await orderDetail(extras, bags.orderNo);
    expect(movedBags.items.map((item) => [item.ticketNo, item.flight, item.status, item.emdNo])).toEqual(
      bags.items.map((item, index) => [newTicketNos[index], expect.objectContaining(onNewFlight), 'paid', item.emdNo]),
    );
    const movedMeals = await orderDetail(extras, meals.orderNo);
    expect(movedMeals.items.map((item) => [item.ticketNo, item.flight.flightNo, item.status])).toEqual([
      [newTicketNos[0], trip.target.flightNo, 'paid'],
      [newTicketNos[1], trip.target.flightNo, 'paid'],
    ]);
    expect(movedMeals.refundedAmount).toBe(0);
    const leftVeg = await orderDetail(extras, veg.orderNo);
    expect(leftVeg.items[0]).toMatchObject({ ticketNo: veg.items[0]!.ticketNo, status: 'paid' });
    expect(await stock()).toEqual({ ...before, oldHalal: before.oldHalal + 1, newHalal: before.newHalal - 1 });
    const [changedEvent] = await db()
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderNo, trip.orderNo))
      .then((events) => events.filter((event) => event.kind === 'changed'));
    expect(changedEvent!.detail).toMatchObject({ extras: { moved: 4, refunded: 1 } });

    // The job refunds the meal left behind, once however often it runs, and nothing that moved.
    const runs = await Promise.all([jobs(), jobs(), jobs()]);
    expect(runs.flatMap((run) => run.autoRefunded)).toEqual([veg.orderNo]);
    expect((await jobs()).autoRefunded).toEqual([]);
    expect(await orderDetail(extras, veg.orderNo)).toMatchObject({
      status: 'refunded',
      refundedAmount: veg.totalAmount,
    });
    expect(await gatewayRefunded(extras.test, veg.orderNo)).toEqual([veg.totalAmount]);
    expect(await gatewayRefunded(extras.test, bags.orderNo)).toEqual([0]);
    expect(await orderDetail(extras, meals.orderNo)).toMatchObject({ status: 'paid', refundedAmount: 0 });

    const replay = await applyChange(extras, trip.apply, `extras-${trip.orderNo}`);
    expect(replay.data).toMatchObject({ changeNo: changed.data.changeNo, replayed: true });
    expect(await stock()).toEqual({
      ...before,
      oldHalal: before.oldHalal + 1,
      newHalal: before.newHalal - 1,
      oldVeg: before.oldVeg + 1,
    });
    expect((await orderDetail(extras, meals.orderNo)).items.map((item) => item.ticketNo)).toEqual(newTicketNos);
  });

  it('leaves a canceled flight’s luggage to the refund job, which refunds it once, never moving it too', async () => {
    const trip = await changeableTrip(extras);
    const bags = await paidExtras(
      extras,
      'luggage',
      `canceled-${trip.orderNo}`,
      [{ couponId: trip.adult, itemCode: 'LG20' }],
      'gateway',
    );
    await db().update(flights).set({ status: 'canceled' }).where(eq(flights.id, trip.flight.id));
    try {
      const changed = await applyChange(extras, trip.apply, `canceled-${trip.orderNo}`);
      expect(changed.data.status).toBe('done');
      await Promise.all([jobs(), jobs()]);
      expect(await orderDetail(extras, bags.orderNo)).toMatchObject({
        status: 'refunded',
        refundedAmount: bags.totalAmount,
        items: [{ ticketNo: bags.items[0]!.ticketNo, status: 'refunded' }],
      });
      expect(await gatewayRefunded(extras.test, bags.orderNo)).toEqual([bags.totalAmount]);
    } finally {
      await db().update(flights).set({ status: 'scheduled' }).where(eq(flights.id, trip.flight.id));
    }
  });

  it('the meals’ red envelope stays drawn for the passengers’ flight: a new meal on the new ticket draws none', async () => {
    const trip = await changeableTrip(extras);
    const meals = await paidExtras(
      extras,
      'meal',
      `env-${trip.orderNo}`,
      [{ couponId: trip.adult, itemCode: 'MHL1' }],
      'wallet',
    );
    const draw = (orderNo: string) =>
      jsonCall(extras.test.app, DRAW_RED_ENVELOPE_CALL, { orderNo }, { jwtToken: extras.token }).then((reply) =>
        reply.json(),
      );
    expect(await draw(meals.orderNo)).toMatchObject({ code: 'success' });
    const changed = await applyChange(extras, trip.apply, `env-${trip.orderNo}`);
    expect(changed.data.status).toBe('done');
    const newAdult = (await orderDetail(extras, meals.orderNo)).items[0]!.couponId;
    expect(newAdult).not.toBe(trip.adult);
    const more = await paidExtras(
      extras,
      'meal',
      `env-more-${trip.orderNo}`,
      [{ couponId: newAdult, itemCode: 'MDB1' }],
      'wallet',
    );
    expect(await draw(more.orderNo)).toMatchObject({ code: ANCILLARY_REFUSALS.envelopeNotAvailable });
  });
});
