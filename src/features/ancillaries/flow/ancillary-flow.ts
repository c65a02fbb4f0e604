import { fromPromise } from 'xstate';
import type { AncillaryKind } from '../../../../contract/ancillaries/ancillary-calls';
import { ancillaryPurchaseMachine } from '../../../../machines/ancillary-purchase.machine';
import { createFlowHost } from '../../../flows/flow-host';
import { paymentChartWith } from '../../../ui/payment/payment-chart';
import { cancelOrder, checkCoupons, findTrip, loadMyTrips, placeOrder, startPayment } from '../ancillary-api';
import { purchaseStorageKey, PURCHASE_PAGES } from './ancillary-pages';

/** The one purchase chart with one kind's calls: luggage and meals differ here, in the paths, and nowhere else. */
function purchaseMachineFor(kind: AncillaryKind) {
  return ancillaryPurchaseMachine.provide({
    actors: {
      loadMyTrips: fromPromise(({ signal }) => loadMyTrips(kind, signal)),
      findTrip: fromPromise(({ input, signal }) => findTrip(kind, input, signal)),
      checkCoupons: fromPromise(({ input, signal }) => checkCoupons(kind, input.couponIds, signal)),
      placeOrder: fromPromise(({ input, signal }) => placeOrder(kind, input, signal)),
      cancelOrder: fromPromise(({ input, signal }) => cancelOrder(kind, input.orderNo, signal)),
      payForOrder: paymentChartWith((input, signal) => startPayment(kind, input, signal)),
    },
  });
}

function createPurchaseFlow(kind: AncillaryKind) {
  return createFlowHost({
    chartId: 'ancillary-purchase',
    machine: purchaseMachineFor(kind),
    storageKey: purchaseStorageKey(kind),
    snapshotVersion: 2,
    routeOf: (page) => ({ to: PURCHASE_PAGES[kind][page] }),
  });
}

/** One flow host per kind, each with its own saved snapshot: a luggage purchase and a meal purchase can go on side by side. */
export const PURCHASE_FLOWS = { luggage: createPurchaseFlow('luggage'), meal: createPurchaseFlow('meal') } as const;
export type PurchaseFlow = (typeof PURCHASE_FLOWS)[AncillaryKind];
