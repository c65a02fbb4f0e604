import { describe, expect, it } from 'vitest';
import { sampleTripEntry } from '../examples/sample-registry';
import { FlowStepper } from './flow-stepper';

const found = { type: 'xstate.done.actor.findFlights', output: { count: 3 } };

describe('stepping through a flow', () => {
  it('offers the events enabled in the current state, with the invoked actor succeeding or failing', () => {
    const stepper = new FlowStepper(sampleTripEntry);
    const types = stepper.getView().enabledEvents.map((event) => event.type);
    expect(types).toEqual([
      'xstate.done.actor.findFlights',
      'xstate.done.actor.findFlights',
      'xstate.error.actor.findFlights',
    ]);
    expect(stepper.getView().activeStateIds).toContain('sampleTrip.searching');
  });

  it('takes an event, records the transitions it took, and undoes it', () => {
    const stepper = new FlowStepper(sampleTripEntry);
    stepper.take(found);
    stepper.take({ type: 'fare.upgrade' });
    expect(stepper.getView().snapshot.value).toEqual({ choosing: { fare: 'business', baggage: 'cabinOnly' } });
    expect(stepper.getView().steps.map((step) => step.transitionKeys)).toEqual([
      ['sampleTrip.searching —xstate.done.actor.findFlights [hasFlights]→ sampleTrip.choosing'],
      ['sampleTrip.choosing.fare.economy —fare.upgrade→ sampleTrip.choosing.fare.business'],
    ]);
    stepper.undo();
    expect(stepper.getView().snapshot.value).toEqual({ choosing: { fare: 'economy', baggage: 'cabinOnly' } });
    expect(stepper.getView().snapshot.context.flightCount).toBe(3);
    expect(stepper.getView().steps).toHaveLength(1);
  });

  it('lets a delay pass on the simulated clock', () => {
    const stepper = new FlowStepper(sampleTripEntry);
    stepper.take(stepper.getView().enabledEvents.find((event) => event.type === 'xstate.error.actor.findFlights')!);
    const [wait] = stepper.getView().enabledEvents;
    expect(wait!.type).toBe('xstate.after.SEARCH_RETRY_DELAY.sampleTrip.searchFailed');
    stepper.take(wait!);
    expect(stepper.getView().snapshot.value).toBe('searching');
    expect(stepper.getView().snapshot.context.searchAttempts).toBe(1);
  });

  it('tells subscribers about every change and offers nothing once the flow is done', () => {
    const stepper = new FlowStepper(sampleTripEntry);
    let changes = 0;
    stepper.subscribe(() => changes++);
    for (const event of [
      found,
      { type: 'choice.confirm' },
      { type: 'xstate.done.actor.payOrder', output: { paid: true } },
    ])
      stepper.take(event);
    expect(stepper.getView().snapshot.value).toBe('ticketed');
    expect(stepper.getView().enabledEvents).toEqual([]);
    stepper.reset();
    expect(stepper.getView().snapshot.value).toBe('searching');
    expect(changes).toBe(4);
  });
});
