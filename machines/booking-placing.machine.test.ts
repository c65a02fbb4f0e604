import { describe, expect, it } from 'vitest';
import { OFFER_VALIDITY_MS } from './booking-trip';
import {
  roundTrip,
  oneWay,
  outbound,
  inbound,
  draft,
  placed,
  startWizard,
  settle,
  toConfirm,
} from './testing/booking-run';

describe('when placing the order', () => {
  it('sends the quoted segments and the draft with a fresh key, then awaits payment', async () => {
    const { send, state, calls, actor } = startWizard([{ resolve: placed }]);
    send(...toConfirm, { type: 'order.submit' });
    expect(state()).toBe('placingOrder');
    await settle();
    expect(calls).toEqual([
      { idempotencyKey: 'key-1', market: 'domestic', search: roundTrip, segments: [outbound, inbound], draft },
    ]);
    expect(state()).toBe('awaitingPayment');
    expect(actor.getSnapshot().context.order).toEqual(placed);
  });

  it('a retry after a network error reuses the attempt key', async () => {
    const { send, state, calls, actor } = startWizard([{ reject: new TypeError('fetch failed') }, { resolve: placed }]);
    send(...toConfirm, { type: 'order.submit' });
    await settle();
    expect(state()).toBe('orderFailed');
    expect(actor.getSnapshot().context.failureCode).toBe('NETWORK');
    send({ type: 'order.retry' });
    await settle();
    expect(calls.map((call) => call.idempotencyKey)).toEqual(['key-1', 'key-1']);
    expect(state()).toBe('awaitingPayment');
  });

  it('a passenger already booked on the flight is a failure with its code', async () => {
    const { send, state, actor } = startWizard([{ reject: { code: 'PASSENGER_ALREADY_BOOKED' } }]);
    send(...toConfirm, { type: 'order.submit' });
    await settle();
    expect(state()).toBe('orderFailed');
    expect(actor.getSnapshot().context.failureCode).toBe('PASSENGER_ALREADY_BOOKED');
    send({ type: 'step.back' });
    expect(state()).toBe('confirming');
  });

  it('too many unpaid holds is a failure with its code; a retry once one is paid places the order', async () => {
    const { send, state, actor, calls } = startWizard([{ reject: { code: 'UNPAID_HOLD_LIMIT' } }, { resolve: placed }]);
    send(...toConfirm, { type: 'order.submit' });
    await settle();
    expect(state()).toBe('orderFailed');
    expect(actor.getSnapshot().context.failureCode).toBe('UNPAID_HOLD_LIMIT');
    send({ type: 'order.retry' });
    await settle();
    expect(calls.map((call) => call.idempotencyKey)).toEqual(['key-1', 'key-1']);
    expect(state()).toBe('awaitingPayment');
  });

  it('ignores a new trip and going back while the order is on its way', () => {
    const { send, state } = startWizard();
    send(
      ...toConfirm,
      { type: 'order.submit' },
      { type: 'step.back' },
      { type: 'trip.start', search: oneWay, market: 'domestic', at: 0 },
      { type: 'offer.check', now: 10 * OFFER_VALIDITY_MS },
    );
    expect(state()).toBe('placingOrder');
  });
});

describe('when the fare changed', () => {
  const changed = {
    code: 'FARE_CHANGED',
    data: {
      segments: [
        { flightNo: inbound.flightNo, flightDate: inbound.flightDate, quotedAdultFare: 1100, currentAdultFare: 1300 },
      ],
    },
  };

  it('shows old and new, and accepting re-submits the new fare with a new key', async () => {
    const { send, state, calls, actor } = startWizard([{ reject: changed }, { resolve: placed }]);
    send(...toConfirm, { type: 'order.submit' });
    await settle();
    expect(state()).toBe('fareChanged');
    expect(actor.getSnapshot().context.fareChanges).toEqual(changed.data.segments);
    send({ type: 'fare.acceptNew' });
    await settle();
    expect(calls[1]).toMatchObject({
      idempotencyKey: 'key-2',
      segments: [outbound, { ...inbound, quotedAdultFare: 1300 }],
    });
    expect(state()).toBe('awaitingPayment');
  });

  it('choosing another fare goes back to the leg that changed', async () => {
    const { send, state } = startWizard([{ reject: changed }]);
    send(...toConfirm, { type: 'order.submit' });
    await settle();
    send({ type: 'fare.chooseAnother' });
    expect(state()).toBe('choosingReturn');
  });

  it('a changed outbound goes back to choosing the outbound', async () => {
    const { send, state } = startWizard([
      { reject: { code: 'FARE_CHANGED', data: { segments: [{ ...outbound, currentAdultFare: 1500 }] } } },
    ]);
    send(...toConfirm, { type: 'order.submit' });
    await settle();
    send({ type: 'fare.chooseAnother' });
    expect(state()).toBe('choosingOutbound');
  });
});

describe('when a cabin is sold out', () => {
  it('leads back to choosing the sold-out leg', async () => {
    const { send, state, actor } = startWizard([
      { reject: { code: 'SOLD_OUT', data: { flightNo: inbound.flightNo } } },
    ]);
    send(...toConfirm, { type: 'order.submit' });
    await settle();
    expect(state()).toBe('soldOut');
    expect(actor.getSnapshot().context.soldOutLeg).toBe('return');
    send({ type: 'fare.chooseAnother' });
    expect(state()).toBe('choosingReturn');
  });

  it('does not offer the old fare again', async () => {
    const { send, state } = startWizard([{ reject: { code: 'SOLD_OUT' } }]);
    send(...toConfirm, { type: 'order.submit' });
    await settle();
    send({ type: 'fare.acceptNew' }, { type: 'order.retry' });
    expect(state()).toBe('soldOut');
  });
});
