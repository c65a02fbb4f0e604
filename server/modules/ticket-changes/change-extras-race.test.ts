import { describe, expect, it } from 'vitest';
import { walletAmounts } from '../wallet/wallet-ledger';
import {
  applyChange,
  changeableTrip,
  extrasSuite,
  orderDetail,
  paidExtras,
  portionsLeft,
  runExtrasJobs,
} from './testing/change-extras-kit';

/**
 * Luggage and meals follow a change once, whatever runs beside it: many clicks of the change, replays, the
 * ancillaries' refund job, the traveller refunding the meal meanwhile. Runs on PGlite and on PostgreSQL.
 */
describe('luggage and meals following changes that race', () => {
  const extras = extrasSuite();
  const jobs = () => runExtrasJobs(extras);

  /** A trip with 10 kg for the adult and a halal meal each, and the halal stock of both flights. */
  const tripWithExtras = async (key: string) => {
    const trip = await changeableTrip(extras);
    const bags = await paidExtras(
      extras,
      'luggage',
      `${key}-bags`,
      [{ couponId: trip.adult, itemCode: 'LG10' }],
      'wallet',
    );
    const meals = await paidExtras(
      extras,
      'meal',
      `${key}-meals`,
      [
        { couponId: trip.adult, itemCode: 'MHL1' },
        { couponId: trip.child, itemCode: 'MHL1' },
      ],
      'wallet',
    );
    const halal = async () => ({
      old: await portionsLeft(extras.test, trip.flight.id, 'MHL1'),
      new: await portionsLeft(extras.test, trip.target.id, 'MHL1'),
    });
    return { trip, bags, meals, halal, halalBefore: await halal() };
  };

  it('20 clicks of the change (each its own key), replays and the refund job at once move each item once', async () => {
    const { trip, bags, meals, halal, halalBefore } = await tripWithExtras('clicks');
    const [replies] = await Promise.all([
      Promise.all(
        Array.from({ length: 20 }, (_, index) => applyChange(extras, trip.apply, `clicks-${trip.orderNo}-${index}`)),
      ),
      jobs(),
      jobs(),
    ]);
    const made = replies.filter((reply) => reply.resultCode === '0');
    expect(made).toHaveLength(1);
    const winner = made[0]!.data;
    const replays = await Promise.all(
      Array.from({ length: 5 }, () =>
        applyChange(extras, trip.apply, `clicks-${trip.orderNo}-${replies.indexOf(made[0]!)}`),
      ),
    );
    expect(replays.map((reply) => reply.data.changeNo)).toEqual(Array(5).fill(winner.changeNo));
    expect(await Promise.all([jobs(), jobs()])).toMatchObject([{ autoRefunded: [] }, { autoRefunded: [] }]);

    const newTicketNos = winner.tickets.map((pair) => pair.newTicketNo);
    expect((await orderDetail(extras, meals.orderNo)).items.map((item) => [item.ticketNo, item.status])).toEqual([
      [newTicketNos[0], 'paid'],
      [newTicketNos[1], 'paid'],
    ]);
    expect(await orderDetail(extras, bags.orderNo)).toMatchObject({
      refundedAmount: 0,
      items: [{ ticketNo: newTicketNos[0], status: 'paid' }],
    });
    expect(await halal()).toEqual({ old: halalBefore.old + 2, new: halalBefore.new - 2 });
  });

  it('a change racing the traveller’s refund of the meals and the job: refunded once, every portion back', async () => {
    const { trip, bags, meals, halal, halalBefore } = await tripWithExtras('refund');
    const walletBefore = (await walletAmounts(extras.test.database.db, 'demo-verified')).total;
    const [change, refund] = await Promise.all([
      applyChange(extras, trip.apply, `refund-${trip.orderNo}`),
      extras.meal('refundTicket', { orderNo: meals.orderNo }),
      jobs(),
      jobs(),
    ]);
    expect(change.data.status).toBe('done');
    expect(refund.code).toBe('success');
    expect(await jobs()).toMatchObject({ autoRefunded: [] });

    expect(await orderDetail(extras, meals.orderNo)).toMatchObject({
      status: 'refunded',
      refundedAmount: meals.totalAmount,
    });
    expect((await walletAmounts(extras.test.database.db, 'demo-verified')).total).toBe(
      walletBefore + meals.totalAmount,
    );
    // Moved first or not, the two portions end back on sale on the old flight, and the new flight's stock is whole.
    expect(await halal()).toEqual({ old: halalBefore.old + 2, new: halalBefore.new });
    expect(await orderDetail(extras, bags.orderNo)).toMatchObject({
      refundedAmount: 0,
      items: [{ ticketNo: change.data.tickets[0]!.newTicketNo, status: 'paid' }],
    });
  });
});
