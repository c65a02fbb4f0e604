import { describe, expect, it } from 'vitest';
import { ancillaryPurchaseMachine } from '../../../../machines/ancillary-purchase.machine';
import { pageOfState, PURCHASE_PAGES } from './ancillary-pages';

describe('the purchase pages', () => {
  it('put every state of the chart on a page, the paying ones and the outcomes on the pay page', () => {
    const topStates = Object.keys(ancillaryPurchaseMachine.root.states);
    const pages = Object.fromEntries(topStates.map((state) => [state, pageOfState(state)]));
    expect(pages).toMatchObject({
      loadingTrips: 'myTrip',
      tripNotFound: 'otherTrip',
      choosingCoupons: 'trip',
      checkRefused: 'checkTrip',
      choosingItems: 'buy',
      soldOut: 'confirm',
      done: 'pay',
      expired: 'pay',
      cancelled: 'pay',
    });
    expect(pageOfState({ paying: 'polling' })).toBe('pay');
  });

  it('are the same steps for both kinds, at each kind’s spec routes', () => {
    expect(Object.keys(PURCHASE_PAGES.meal)).toEqual(Object.keys(PURCHASE_PAGES.luggage));
    expect(PURCHASE_PAGES.meal.checkTrip).toBe('/{-$locale}/serve/meals/tripComponents/checkTrip');
    expect(PURCHASE_PAGES.luggage.checkTrip).toBe('/{-$locale}/serve/luggage/tripComponent/checkTrip');
  });
});
