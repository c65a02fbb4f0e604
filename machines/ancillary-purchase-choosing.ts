import { ancillaryPurchaseSetup, failedTo, refusedAs } from './ancillary-purchase-setup';

const { createStateConfig: state } = ancillaryPurchaseSetup;

// After a lookup that found nothing or failed: ask again, or go back to the member's trips.
const lookUpAgain = {
  'trip.lookup': { target: 'lookingUpTrip', actions: 'rememberLookup' },
  back: 'choosingTrip',
} as const;

/**
 * The purchase's first part: the trip (one of the member's, or another found by ticket number and passenger
 * name, both), its passengers and flights that may still buy, then the items within each coupon's cap.
 */
export const choosingStates = {
  loadingTrips: state({
    tags: ['page:myTrip'],
    invoke: {
      id: 'loadMyTrips',
      src: 'loadMyTrips',
      onDone: {
        target: 'choosingTrip',
        actions: { type: 'rememberTrips', params: ({ event }) => ({ trips: event.output }) },
      },
      onError: failedTo('tripsFailed'),
    },
  }),
  tripsFailed: state({ tags: ['page:myTrip'], on: { retry: { target: 'loadingTrips', actions: 'clearFailure' } } }),
  choosingTrip: state({
    tags: ['page:myTrip'],
    on: {
      'trip.choose': { target: 'choosingCoupons', actions: 'chooseTrip' },
      'trip.other': { target: 'findingOtherTrip' },
      'trips.reload': 'loadingTrips',
    },
  }),
  findingOtherTrip: state({
    tags: ['page:otherTrip'],
    on: { 'trip.lookup': { target: 'lookingUpTrip', actions: 'rememberLookup' }, back: 'choosingTrip' },
  }),
  lookingUpTrip: state({
    tags: ['page:otherTrip'],
    invoke: {
      id: 'findTrip',
      src: 'findTrip',
      input: ({ context }) => context.lookup!,
      onDone: {
        target: 'choosingCoupons',
        actions: { type: 'rememberFoundTrip', params: ({ event }) => ({ trips: event.output }) },
      },
      onError: [refusedAs('isTripNotFound', 'tripNotFound'), failedTo('tripLookupFailed')],
    },
  }),
  // Nothing about a ticket that does not match the name is shown.
  tripNotFound: state({ tags: ['page:otherTrip'], on: lookUpAgain }),
  tripLookupFailed: state({ tags: ['page:otherTrip'], on: { ...lookUpAgain, retry: 'lookingUpTrip' } }),
  choosingCoupons: state({
    tags: ['page:trip'],
    on: {
      'coupon.toggle': { guard: 'isBuyableCoupon', actions: 'toggleCoupon' },
      'coupons.confirm': { guard: 'hasChosenCoupons', target: 'checkingCoupons' },
      back: { target: 'choosingTrip', actions: 'startOver' },
    },
  }),
  // What each chosen coupon may buy now: price, free allowance and cap.
  checkingCoupons: state({
    tags: ['page:checkTrip'],
    invoke: {
      id: 'checkCoupons',
      src: 'checkCoupons',
      input: ({ context }) => ({ couponIds: context.couponIds }),
      onDone: {
        target: 'choosingItems',
        actions: { type: 'rememberOffers', params: ({ event }) => ({ offers: event.output }) },
      },
      onError: [refusedAs('isCouponNotReachable', 'checkRefused'), failedTo('checkFailed')],
    },
  }),
  checkRefused: state({ tags: ['page:checkTrip'], on: { back: { target: 'choosingTrip', actions: 'startOver' } } }),
  checkFailed: state({
    tags: ['page:checkTrip'],
    on: {
      retry: { target: 'checkingCoupons', actions: 'clearFailure' },
      back: { target: 'choosingCoupons', actions: 'clearFailure' },
    },
  }),
  choosingItems: state({
    tags: ['page:buy'],
    on: {
      'item.toggle': { guard: 'isToggleableItem', actions: 'toggleItem' },
      'items.confirm': {
        guard: 'hasChosenItems',
        target: 'confirming',
        actions: ['takeSeenTotal', 'issueIdempotencyKey'],
      },
      back: 'choosingCoupons',
    },
  }),
};
