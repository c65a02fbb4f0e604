import { ancillaryPurchaseMachine } from './ancillary-purchase.machine';
import { itNamesThePageOfEveryState } from './testing/state-pages';

// Each step's page as the purchase pages showed them before the chart named them: paying, cancelling and the
// outcomes on the pay page.
const PAGE_OF_STATE = {
  loadingTrips: 'myTrip',
  tripsFailed: 'myTrip',
  choosingTrip: 'myTrip',
  findingOtherTrip: 'otherTrip',
  lookingUpTrip: 'otherTrip',
  tripNotFound: 'otherTrip',
  tripLookupFailed: 'otherTrip',
  choosingCoupons: 'trip',
  checkingCoupons: 'checkTrip',
  checkRefused: 'checkTrip',
  checkFailed: 'checkTrip',
  choosingItems: 'buy',
  confirming: 'confirm',
  placingOrder: 'confirm',
  priceChanged: 'confirm',
  soldOut: 'confirm',
  alreadyBought: 'confirm',
  capReached: 'confirm',
  notOffered: 'confirm',
  orderFailed: 'confirm',
  paying: 'pay',
  notPayable: 'pay',
  cancelling: 'pay',
  notCancelable: 'pay',
  cancelFailed: 'pay',
  done: 'pay',
  cancelled: 'pay',
  expired: 'pay',
};

itNamesThePageOfEveryState('purchase state', ancillaryPurchaseMachine, PAGE_OF_STATE);
