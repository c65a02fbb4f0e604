import { fromPromise } from 'xstate';
import type { AncillaryKind } from '../../../../contract/ancillaries/ancillary-calls';
import { ancillaryPurchaseMachine } from '../../../../machines/ancillary-purchase.machine';
import { paymentPollingMachine } from '../../../../machines/payment-polling.machine';
import { createFlowHost } from '../../../flows/flow-host';
import { fetchPaymentStatus } from '../../../api/payments';
import { cancelOrder, checkCoupons, findTrip, loadMyTrips, placeOrder, startPayment } from '../ancillary-api';
import { pageOfState, purchaseStorageKey, PURCHASE_PAGES } from './ancillary-pages';

/** The one purchase chart with one kind's calls: luggage and meals differ here, in the paths, and nowhere else. */
function purchaseMachineFor(kind: AncillaryKind) {
  return ancillaryPurchaseMachine.provide({
    actors: {
      loadMyTrips: fromPromise(({ signal }) => loadMyTrips(kind, signal)),
      findTrip: fromPromise(({ input, signal }) => findTrip(kind, input, signal)),
      checkCoupons: fromPromise(({ input, signal }) => checkCoupons(kind, input.couponIds, signal)),
      placeOrder: fromPromise(({ input, signal }) => placeOrder(kind, input, signal)),
      startPayment: fromPromise(({ input, signal }) => startPayment(kind, input, signal)),
      cancelOrder: fromPromise(({ input, signal }) => cancelOrder(kind, input.orderNo, signal)),
      pollPayment: paymentPollingMachine.provide({
        actors: { checkPaymentStatus: fromPromise(({ input, signal }) => fetchPaymentStatus(input, signal)) },
      }),
    },
    actions: {
      // A redirect gateway (every method but WeChat's QR) takes the browser to its checkout; it sends it back to the pay page.
      openGateway: ({ context }) => {
        if (context.payment?.kind === 'redirect') window.location.assign(context.payment.url);
      },
    },
  });
}

function createPurchaseFlow(kind: AncillaryKind) {
  return createFlowHost({
    chartId: 'ancillary-purchase',
    machine: purchaseMachineFor(kind),
    storageKey: purchaseStorageKey(kind),
    snapshotVersion: 1,
    pageOf: (snapshot) => {
      const page = pageOfState(snapshot.value);
      return { page, to: PURCHASE_PAGES[kind][page] };
    },
  });
}

/** One flow host per kind, each with its own saved snapshot: a luggage purchase and a meal purchase can go on side by side. */
export const PURCHASE_FLOWS = { luggage: createPurchaseFlow('luggage'), meal: createPurchaseFlow('meal') } as const;
export type PurchaseFlow = (typeof PURCHASE_FLOWS)[AncillaryKind];
