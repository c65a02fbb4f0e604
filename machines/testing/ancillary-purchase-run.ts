import { assign, createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { CouponOffers } from '../../contract/ancillaries/ancillary-offer-schemas';
import { ancillaryPurchaseMachine } from '../ancillary-purchase.machine';
import type { PurchaseEvent } from '../ancillary-purchase-context';
import { sampleAncillaryOrder, sampleAncillaryTrip, sampleCouponOffers } from '../ancillary-purchase.simulation';
import { paymentPollingMachine, type PaymentStatusReply } from '../payment-polling.machine';
import { paymentMachine } from '../payment.machine';
import { heldCalls } from './held-calls';

export type ActorId = 'loadMyTrips' | 'findTrip' | 'checkCoupons' | 'placeOrder' | 'startPayment' | 'cancelOrder';

/** The chart with every call held open until the test settles it, each call's input recorded. */
export function startPurchase(
  pollReply: PaymentStatusReply = { status: 'paid', orderStatus: 'paid', refunded: false, tickets: [] },
) {
  const { held, settle, inputs } = heldCalls<ActorId>();
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

export async function atItems(offers: CouponOffers[] = [sampleCouponOffers]) {
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

/** At the items, one bag of 10 kg chosen and its order placed: the placeOrder call is held open. */
export async function placingOneBag() {
  const run = await atItems();
  run.send({ type: 'item.toggle', couponId: 1, itemCode: 'LUG10' }, { type: 'items.confirm' }, { type: 'order.place' });
  return run;
}

export async function atPayment() {
  const run = await placingOneBag();
  await run.settle('placeOrder', { output: sampleAncillaryOrder });
  return run;
}

export const refusal = (code: string, extra: object = {}) => ({
  error: { code, message: `refused ${code}`, ...extra },
});
