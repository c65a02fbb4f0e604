import { describe, expect, it } from 'vitest';
import { oneWay, outbound, inbound, draft, startWizard, chooseRoundTrip, toConfirm } from './testing/booking-run';

describe('when choosing fares', () => {
  it('a round trip chooses the outbound, then the return, then enters passengers', () => {
    const { send, state, actor } = startWizard();
    send(chooseRoundTrip[0], chooseRoundTrip[1]);
    expect(state()).toBe('choosingReturn');
    send(chooseRoundTrip[2]);
    expect(state()).toBe('enteringPassengers');
    expect(actor.getSnapshot().context).toMatchObject({ outbound, inbound, selectedAt: 2000 });
  });

  it('a one-way trip goes from the outbound straight to passengers', () => {
    const { send, state } = startWizard();
    send(
      { type: 'trip.start', search: oneWay, market: 'points', at: 0 },
      { type: 'fare.choose', leg: 'outbound', fare: outbound, at: 0 },
    );
    expect(state()).toBe('enteringPassengers');
  });

  it('does not take a return fare while the outbound is being chosen', () => {
    const { send, state } = startWizard();
    send(chooseRoundTrip[0], { type: 'fare.choose', leg: 'return', fare: inbound, at: 0 });
    expect(state()).toBe('choosingOutbound');
  });

  it('going back from the return forgets nothing but lets the outbound be chosen again', () => {
    const { send, state, actor } = startWizard();
    send(...chooseRoundTrip, { type: 'step.back' }, { type: 'step.back' });
    expect(state()).toBe('choosingOutbound');
    send({ type: 'fare.choose', leg: 'outbound', fare: { ...outbound, flightNo: 'NS3303' }, at: 3000 });
    expect(actor.getSnapshot().context.inbound).toBeUndefined();
  });
});

describe('when entering passengers and confirming', () => {
  it('refuses an empty party', () => {
    const { send, state } = startWizard();
    send(...chooseRoundTrip, { type: 'passengers.submit', draft: { ...draft, passengers: [] } });
    expect(state()).toBe('enteringPassengers');
  });

  it('goes back step by step: confirm → passengers → return → outbound', () => {
    const { send, state } = startWizard();
    send(...toConfirm);
    const seen = [state()];
    for (let step = 0; step < 3; step++) {
      send({ type: 'step.back' });
      seen.push(state());
    }
    expect(seen).toEqual(['confirming', 'enteringPassengers', 'choosingReturn', 'choosingOutbound']);
  });

  it('a one-way trip goes back from passengers to the outbound', () => {
    const { send, state } = startWizard();
    send(
      { type: 'trip.start', search: oneWay, market: 'domestic', at: 0 },
      { type: 'fare.choose', leg: 'outbound', fare: outbound, at: 0 },
      { type: 'step.back' },
    );
    expect(state()).toBe('choosingOutbound');
  });
});
