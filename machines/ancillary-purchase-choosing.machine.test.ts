import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CouponOffers } from '../contract/ancillaries/ancillary-offer-schemas';
import { ancillaryPurchaseMachine } from './ancillary-purchase.machine';
import { sampleAncillaryTrip, sampleCouponOffers } from './ancillary-purchase.simulation';
import { startPurchase, atItems, refusal } from './testing/ancillary-purchase-run';

describe('when choosing the trip and the passengers', () => {
  it('lists the member’s trips and lets only coupons that may still buy be chosen', async () => {
    const run = startPurchase();
    await run.settle('loadMyTrips', { output: [sampleAncillaryTrip] });
    expect(run.state()).toBe('choosingTrip');
    run.send({ type: 'trip.choose', orderNo: sampleAncillaryTrip.orderNo }, { type: 'coupons.confirm' });
    expect(run.state()).toBe('choosingCoupons');
    // The infant (coupon 2) may not buy: choosing it does nothing.
    run.send(
      { type: 'coupon.toggle', couponId: 2 },
      { type: 'coupon.toggle', couponId: 1 },
      { type: 'coupons.confirm' },
    );
    expect(run.context().couponIds).toEqual([1]);
    expect(run.inputs.at(-1)).toEqual({ id: 'checkCoupons', input: { couponIds: [1] } });
  });

  it('finds another trip by ticket and name, and a wrong name is a state that shows nothing of it', async () => {
    const run = startPurchase();
    await run.settle('loadMyTrips', { output: [] });
    run.send(
      { type: 'trip.other' },
      { type: 'trip.lookup', lookup: { ticketNo: '8801234567891', passengerName: '李四' } },
    );
    await run.settle('findTrip', refusal('ANC_TRIP_NOT_FOUND'));
    expect(run.state()).toBe('tripNotFound');
    expect(run.context().trips).toEqual([]);
    run.send({ type: 'trip.lookup', lookup: { ticketNo: '8801234567891', passengerName: '张伟' } });
    await run.settle('findTrip', { output: [sampleAncillaryTrip] });
    expect(run.state()).toBe('choosingCoupons');
    expect(run.context().orderNo).toBe(sampleAncillaryTrip.orderNo);
  });
});

describe('when choosing items', () => {
  it('keeps within the coupon’s cap and refuses an item no longer available', async () => {
    const capped: CouponOffers = {
      ...sampleCouponOffers,
      capLeft: 10,
      offers: [
        ...sampleCouponOffers.offers,
        { ...sampleCouponOffers.offers[0]!, itemCode: 'LUG5', amount: 5, price: 70 },
      ],
    };
    const run = await atItems([capped]);
    run.send(
      { type: 'item.toggle', couponId: 1, itemCode: 'LUG10' },
      { type: 'item.toggle', couponId: 1, itemCode: 'LUG5' },
      { type: 'item.toggle', couponId: 1, itemCode: 'LUG20' },
    );
    expect(run.context().items).toEqual([{ couponId: 1, itemCode: 'LUG10' }]);
    run.send({ type: 'item.toggle', couponId: 1, itemCode: 'LUG10' });
    expect(run.context().items).toEqual([]);
    run.send({ type: 'items.confirm' });
    expect(run.state()).toBe('choosingItems');
  });

  it('restored mid-call, as the flow host saves it across a reload, asks for the trips again by itself', async () => {
    const asked: number[] = [];
    const machine = ancillaryPurchaseMachine.provide({
      actors: {
        loadMyTrips: fromPromise(async () => {
          asked.push(asked.length + 1);
          // The first call never answers: the page is reloaded while it runs.
          return asked.length === 1 ? new Promise<never>(() => {}) : [sampleAncillaryTrip];
        }),
      },
    });
    const before = createActor(machine).start();
    expect(before.getSnapshot().value).toBe('loadingTrips');
    const saved = JSON.parse(JSON.stringify(before.getPersistedSnapshot()));
    before.stop();

    const after = createActor(machine, { snapshot: saved }).start();
    await waitFor(after, (snapshot) => snapshot.matches('choosingTrip'), { timeout: 1000 });
    expect(asked).toEqual([1, 2]);
    expect(after.getSnapshot().context.trips).toEqual([sampleAncillaryTrip]);
  });
});
