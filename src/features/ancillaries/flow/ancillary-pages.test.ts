import { describe, expect, it } from 'vitest';
import { ancillaryPurchaseMachine } from '../../../../machines/ancillary-purchase.machine';
import { pageOfStateIn } from '../../../../machines/testing/state-pages';
import { PURCHASE_PAGES } from './ancillary-pages';

// Which page a state shows on is the chart's to say now, by the state's tag.
const pageOfState = (state: string) => pageOfStateIn(ancillaryPurchaseMachine, state);

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
    // The payment is an invoked chart of its own: the purchase stands in paying whatever step it is at.
    expect(pageOfState('paying')).toBe('pay');
  });

  it('are the same steps for both kinds, at each kind’s spec routes', () => {
    expect(Object.keys(PURCHASE_PAGES.meal)).toEqual(Object.keys(PURCHASE_PAGES.luggage));
    expect(PURCHASE_PAGES.meal.checkTrip).toBe('/{-$locale}/serve/meals/tripComponents/checkTrip');
    expect(PURCHASE_PAGES.luggage.checkTrip).toBe('/{-$locale}/serve/luggage/tripComponent/checkTrip');
  });
});
