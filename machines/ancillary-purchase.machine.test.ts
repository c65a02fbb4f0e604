import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { AncillaryOrder, CouponOffers, PayOrderData } from '../contract/ancillaries/ancillary-schemas';
import { SECURITY_REFUSALS } from '../contract/calls/member/security';
import { ancillaryPurchaseMachine } from './ancillary-purchase.machine';
import type { PurchaseEvent } from './ancillary-purchase-context';
import {
  ancillaryPurchaseSimulation,
  sampleAncillaryOrder,
  sampleAncillaryTrip,
  sampleCouponOffers,
  simulatedAncillaryPurchaseMachine,
} from './ancillary-purchase.simulation';
import { paymentPollingMachine, type PaymentStatusReply } from './payment-polling.machine';
import { paymentMachine } from './payment.machine';
import { measureCoverage } from './graph/flow-coverage';

type ActorId = 'loadMyTrips' | 'findTrip' | 'checkCoupons' | 'placeOrder' | 'startPayment' | 'cancelOrder';

/** The chart with every call held open until the test settles it, each call's input recorded. */
function startPurchase(
  pollReply: PaymentStatusReply = { status: 'paid', orderStatus: 'paid', refunded: false, tickets: [] },
) {
  const pending = new Map<ActorId, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  const inputs: { id: ActorId; input: unknown }[] = [];
  const held = (id: ActorId) =>
    // Each call's output is whatever the test settles it with, so the held actors are typed loosely.
    fromPromise<any, any>(({ input }) => {
      inputs.push({ id, input });
      return new Promise((resolve, reject) =>
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject }),
      );
    });
  let keys = 0;
  const machine = ancillaryPurchaseMachine.provide({
    actors: {
      loadMyTrips: held('loadMyTrips'),
      findTrip: held('findTrip'),
      checkCoupons: held('checkCoupons'),
      placeOrder: held('placeOrder'),
      cancelOrder: held('cancelOrder'),
      // The real payment chart, and in it the real polling chart, whose first poll has the server's last word.
      payForOrder: paymentMachine.provide({
        actors: {
          startPayment: held('startPayment'),
          pollPayment: paymentPollingMachine.provide({
            actors: { checkPaymentStatus: fromPromise(async () => pollReply) },
          }),
        },
        actions: { issuePaymentKey: assign({ paymentKey: () => `pay-${++keys}` }) },
      }),
    },
    actions: { issueIdempotencyKey: assign({ idempotencyKey: () => `key-${++keys}` }) },
  });
  const actor = createActor(machine).start();
  // While paying, the payment chart (the purchase's child) holds the step and what it knows.
  const payment = () =>
    actor.getSnapshot().children.payment?.getSnapshot() as SnapshotFrom<typeof paymentMachine> | undefined;
  const settle = async (id: ActorId, outcome: { output?: unknown; error?: unknown }) => {
    const call = pending.get(id);
    if (!call) throw new Error(`${id} is not running`);
    pending.delete(id);
    if ('error' in outcome) call.reject(outcome.error);
    else call.resolve(outcome.output);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const send = (...events: PurchaseEvent[]) => events.forEach((event) => actor.send(event));
  return {
    actor,
    settle,
    send,
    inputs,
    state: () => {
      const { value } = actor.getSnapshot();
      const paying = payment();
      return value === 'paying' && paying ? { paying: paying.value } : value;
    },
    context: () => ({ ...actor.getSnapshot().context, ...payment()?.context }),
  };
}

async function atItems(offers: CouponOffers[] = [sampleCouponOffers]) {
  const run = startPurchase();
  await run.settle('loadMyTrips', { output: [sampleAncillaryTrip] });
  run.send(
    { type: 'trip.choose', orderNo: sampleAncillaryTrip.orderNo },
    { type: 'coupon.toggle', couponId: 1 },
    { type: 'coupons.confirm' },
  );
  await run.settle('checkCoupons', { output: offers });
  return run;
}

async function atPayment() {
  const run = await atItems();
  run.send({ type: 'item.toggle', couponId: 1, itemCode: 'LUG10' }, { type: 'items.confirm' }, { type: 'order.place' });
  await run.settle('placeOrder', { output: sampleAncillaryOrder });
  return run;
}

const refusal = (code: string, extra: object = {}) => ({ error: { code, message: `refused ${code}`, ...extra } });

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
});

describe('when confirming', () => {
  it('sends the seen total with one key, and a changed price is accepted with the server’s total and a new key', async () => {
    const run = await atItems();
    run.send(
      { type: 'item.toggle', couponId: 1, itemCode: 'LUG10' },
      { type: 'items.confirm' },
      { type: 'order.place' },
    );
    expect(run.inputs.at(-1)).toEqual({
      id: 'placeOrder',
      input: { idempotencyKey: 'key-1', items: [{ couponId: 1, itemCode: 'LUG10' }], expectedTotal: 120 },
    });
    await run.settle('placeOrder', refusal('ANC_PRICE_CHANGED', { totalAmount: 150 }));
    expect(run.state()).toBe('priceChanged');
    run.send({ type: 'price.accept' });
    expect(run.inputs.at(-1)?.input).toMatchObject({ idempotencyKey: 'key-2', expectedTotal: 150 });
  });

  it.each([
    ['ANC_SOLD_OUT', 'soldOut'],
    ['ANC_ALREADY_BOUGHT', 'alreadyBought'],
    ['ANC_CAP_REACHED', 'capReached'],
    ['ANC_NOT_ELIGIBLE', 'notOffered'],
    ['ANC_ITEM_NOT_OFFERED', 'notOffered'],
    ['SOMETHING_ELSE', 'orderFailed'],
  ])('a %s refusal is the %s state', async (code, state) => {
    const run = await atItems();
    run.send(
      { type: 'item.toggle', couponId: 1, itemCode: 'LUG10' },
      { type: 'items.confirm' },
      { type: 'order.place' },
    );
    await run.settle('placeOrder', refusal(code));
    expect(run.state()).toBe(state);
    expect(run.context().failure?.code).toBe(code);
  });

  it('after a refusal, changing the items checks the offers again', async () => {
    const run = await atItems();
    run.send(
      { type: 'item.toggle', couponId: 1, itemCode: 'LUG10' },
      { type: 'items.confirm' },
      { type: 'order.place' },
    );
    await run.settle('placeOrder', refusal('ANC_SOLD_OUT'));
    run.send({ type: 'items.change' });
    expect(run.state()).toBe('checkingCoupons');
    await run.settle('checkCoupons', {
      output: [
        { ...sampleCouponOffers, offers: sampleCouponOffers.offers.map((offer) => ({ ...offer, available: false })) },
      ],
    });
    expect(run.context().items).toEqual([]);
  });
});

describe('when paying', () => {
  it('follows a gateway attempt through the polling chart to done', async () => {
    const run = await atPayment();
    expect(run.state()).toEqual({ paying: 'choosingMethod' });
    const attempt: PayOrderData = {
      orderNo: 'LG2603100001',
      paid: false,
      walletAmount: 0,
      amountDue: 120,
      payment: { payNo: 'PY1', method: 'weixin', kind: 'qr', url: 'u', expiresAt: 'e', amount: 120 },
    };
    run.send({ type: 'payment.start', choice: { method: 'weixin', walletAmount: 0 } });
    expect(run.inputs.at(-1)?.input).toEqual({
      orderNo: 'LG2603100001',
      idempotencyKey: 'pay-2',
      method: 'weixin',
      walletAmount: 0,
    });
    await run.settle('startPayment', { output: attempt });
    expect(run.state()).toBe('done');
    expect(run.context().payment?.payNo).toBe('PY1');
  });

  it('pays from the wallet only with a transaction password, which never enters the context', async () => {
    const run = await atPayment();
    run.send({ type: 'payment.start', choice: { method: 'wallet', walletAmount: 120 } });
    expect(run.state()).toEqual({ paying: 'choosingMethod' });
    expect(run.context().failure?.code).toBe('TRANSACTION_PASSWORD_REQUIRED');
    run.send({ type: 'payment.start', choice: { method: 'wallet', walletAmount: 120, transactionPassword: '908172' } });
    await run.settle('startPayment', refusal('WALLET_NOT_ENOUGH'));
    expect(run.state()).toEqual({ paying: 'walletRefused' });
    expect(JSON.stringify(run.context())).not.toContain('908172');
    run.send(
      { type: 'back' },
      { type: 'payment.start', choice: { method: 'wallet', walletAmount: 120, transactionPassword: '908172' } },
    );
    await run.settle('startPayment', {
      output: { orderNo: 'LG2603100001', paid: true, walletAmount: 120, amountDue: 0, payment: null },
    });
    expect(run.state()).toBe('done');
  });

  it('goes back to the methods after a declined attempt', async () => {
    const run = startPurchase({ status: 'failed', orderStatus: 'pay_failed', refunded: false, tickets: [] });
    await run.settle('loadMyTrips', { output: [sampleAncillaryTrip] });
    run.send(
      { type: 'trip.choose', orderNo: sampleAncillaryTrip.orderNo },
      { type: 'coupon.toggle', couponId: 1 },
      { type: 'coupons.confirm' },
    );
    await run.settle('checkCoupons', { output: [sampleCouponOffers] });
    run.send(
      { type: 'item.toggle', couponId: 1, itemCode: 'LUG10' },
      { type: 'items.confirm' },
      { type: 'order.place' },
    );
    await run.settle('placeOrder', { output: sampleAncillaryOrder });
    run.send({ type: 'payment.start', choice: { method: 'alipay', walletAmount: 0 } });
    await run.settle('startPayment', {
      output: {
        orderNo: 'LG2603100001',
        paid: false,
        walletAmount: 0,
        amountDue: 120,
        payment: { payNo: 'PY2', method: 'alipay', kind: 'redirect', url: 'u', expiresAt: 'e', amount: 120 },
      },
    });
    expect(run.state()).toEqual({ paying: 'paymentFailed' });
    run.send({ type: 'payment.otherMethod' });
    expect(run.state()).toEqual({ paying: 'choosingMethod' });
  });

  it('cancels while unpaid, and an unpaid order expires', async () => {
    const run = await atPayment();
    run.send({ type: 'order.cancel' });
    await run.settle('cancelOrder', {
      output: { ...sampleAncillaryOrder, status: 'canceled' } satisfies AncillaryOrder,
    });
    expect(run.state()).toBe('cancelled');
    const late = await atPayment();
    late.send({ type: 'order.expired' });
    expect(late.state()).toBe('expired');
    late.send({ type: 'purchase.again' });
    expect(late.state()).toBe('loadingTrips');
    expect(late.context()).toMatchObject({ couponIds: [], items: [], order: undefined });
  });
});

describe('when an unpaid order is opened from the order list', () => {
  it('pays it, whatever the tab was doing, starting from the order alone', async () => {
    const run = await atItems();
    run.send({ type: 'order.resume', order: sampleAncillaryOrder });
    expect(run.state()).toEqual({ paying: 'choosingMethod' });
    expect(run.context()).toMatchObject({ order: sampleAncillaryOrder, couponIds: [], items: [] });
    run.send({ type: 'payment.start', choice: { method: 'weixin', walletAmount: 0 } });
    expect(run.inputs.at(-1)).toMatchObject({ id: 'startPayment', input: { orderNo: sampleAncillaryOrder.orderNo } });
  });

  it('cancels it from there, and never resumes an order that is no longer awaiting its money', async () => {
    const run = startPurchase();
    run.send({ type: 'order.resume', order: { ...sampleAncillaryOrder, status: 'paid' } });
    expect(run.state()).toBe('loadingTrips');
    run.send({ type: 'order.resume', order: sampleAncillaryOrder }, { type: 'order.cancel' });
    expect(run.inputs.at(-1)).toEqual({ id: 'cancelOrder', input: { orderNo: sampleAncillaryOrder.orderNo } });
  });

  it('keeps the pay form after the wallet refused a password, so it can be typed again', async () => {
    const run = await atPayment();
    run.send({ type: 'payment.start', choice: { method: 'wallet', walletAmount: 120, transactionPassword: '111111' } });
    await run.settle('startPayment', refusal(SECURITY_REFUSALS.wrongPin));
    expect(run.state()).toEqual({ paying: 'walletRefused' });
    run.send({ type: 'payment.start', choice: { method: 'wallet', walletAmount: 120, transactionPassword: '135790' } });
    expect(run.state()).toEqual({ paying: 'startingPayment' });
  });
});

describe('paths from the graph', () => {
  it('cover every state and transition on the flows coverage', () => {
    const coverage = measureCoverage({
      id: 'ancillary-purchase',
      machine: simulatedAncillaryPurchaseMachine,
      simulation: ancillaryPurchaseSimulation,
    });
    const missing = [...coverage.states, ...coverage.transitions]
      .filter((item) => item.coveredBy.length === 0)
      .map((item) => item.label);
    expect(missing).toEqual([]);
    expect({
      states: coverage.statePercent,
      transitions: coverage.transitionPercent,
      complete: coverage.complete,
    }).toEqual({ states: 100, transitions: 100, complete: true });
  });
});
