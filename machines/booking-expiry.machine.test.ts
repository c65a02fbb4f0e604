import { describe, expect, it } from 'vitest';
import { OFFER_VALIDITY_MS } from './booking-trip';
import { roundTrip, oneWay, placed, startWizard, settle, toConfirm } from './testing/booking-run';

describe('when the offer expires', () => {
  it('a selection older than the offer validity expires, a younger one does not', () => {
    const { send, state } = startWizard();
    send(...toConfirm, { type: 'offer.check', now: 2000 + OFFER_VALIDITY_MS - 1 });
    expect(state()).toBe('confirming');
    send({ type: 'offer.check', now: 2000 + OFFER_VALIDITY_MS });
    expect(state()).toBe('offerExpired');
  });

  it('a placed order expires with its seat hold, and searching again keeps the search only', async () => {
    const { send, state, actor } = startWizard([{ resolve: placed }]);
    send(...toConfirm, { type: 'order.submit' });
    await settle();
    send({ type: 'offer.check', now: Date.parse(placed.holdUntil) - 1 });
    expect(state()).toBe('awaitingPayment');
    send({ type: 'order.expired' });
    expect(state()).toBe('offerExpired');
    send({ type: 'step.back' }, { type: 'order.submit' });
    expect(state()).toBe('offerExpired');
    send({ type: 'search.restart' });
    expect(state()).toBe('choosingOutbound');
    expect(actor.getSnapshot().context).toMatchObject({
      search: roundTrip,
      outbound: undefined,
      order: undefined,
      draft: undefined,
    });
  });

  it('payment ends the wizard; nothing moves it after that', async () => {
    const { send, actor } = startWizard([{ resolve: placed }]);
    send(...toConfirm, { type: 'order.submit' });
    await settle();
    send({ type: 'step.back' });
    expect(actor.getSnapshot().value).toBe('awaitingPayment');
    send({ type: 'payment.paid' }, { type: 'trip.start', search: oneWay, market: 'domestic', at: 0 });
    expect(actor.getSnapshot()).toMatchObject({ value: 'paid', status: 'done' });
  });
});
