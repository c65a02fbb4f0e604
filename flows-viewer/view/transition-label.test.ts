import { describe, expect, it } from 'vitest';
import { describeMachine } from '../../machines/graph/machine-chart';
import { sampleTripMachine } from '../examples/sample-trip.machine';
import { flowNamer } from './flow-names';
import { durationText, eventText, payloadText, transitionLabel } from './transition-label';

const t = (key: string, params?: Record<string, unknown>) => `${key}${params ? JSON.stringify(params) : ''}`;
const ids = flowNamer(sampleTripMachine, 'sampleTrip');
const names = flowNamer(sampleTripMachine, 'sampleTrip', {
  events: { 'fare.upgrade': { name: 'Upgrade' } },
  actors: { findFlights: { name: 'Find flights' } },
  guards: { hasFlights: { name: 'flights found' } },
});
const labels = describeMachine(sampleTripMachine).transitions.map((transition) =>
  transitionLabel(transition, sampleTripMachine, t, ids),
);

describe('transition labels', () => {
  it('name the event and the guard', () => {
    expect(labels).toContain('fare.upgrade');
    expect(labels).toContain('flows.trigger.doneActor{"actor":"findFlights"} [hasFlights]');
    expect(labels).toContain('flows.trigger.errorActor{"actor":"findFlights"}');
    expect(labels).toContain('flows.trigger.doneState');
  });

  it('show a named delay with its duration', () => {
    expect(labels).toContain(
      'flows.trigger.after{"delay":"SEARCH_RETRY_DELAY (flows.duration.seconds{\\"count\\":2})"} [canRetrySearch]',
    );
    expect(labels).toContain('flows.trigger.after{"delay":"PAYMENT_TIMEOUT (flows.duration.minutes{\\"count\\":15})"}');
  });

  it('pick the largest whole unit for a duration', () => {
    expect(durationText(7_200_000, t)).toBe('flows.duration.hours{"count":2}');
    expect(durationText(90_000, t)).toBe('flows.duration.seconds{"count":90}');
    expect(durationText(250, t)).toBe('flows.duration.milliseconds{"count":250}');
  });

  it('name events, and invoked actors, by their human names when the catalogue has them', () => {
    const upgrade = describeMachine(sampleTripMachine).transitions.find(
      (transition) => transition.subject === 'fare.upgrade',
    )!;
    expect(transitionLabel(upgrade, sampleTripMachine, t, names)).toBe('Upgrade');
    const found = describeMachine(sampleTripMachine).transitions.find(
      (transition) => transition.guard === 'hasFlights',
    )!;
    expect(transitionLabel(found, sampleTripMachine, t, names)).toBe(
      'flows.trigger.doneActor{"actor":"Find flights"} [flights found]',
    );
    expect(
      eventText({ type: 'xstate.done.actor.findFlights', output: { count: 3 } }, sampleTripMachine, t, names),
    ).toBe('flows.step.succeed{"actor":"Find flights"}');
  });

  it('say what an event does when it is a button or a step, and what it carries apart', () => {
    expect(eventText({ type: 'xstate.done.actor.findFlights', output: { count: 3 } }, sampleTripMachine, t, ids)).toBe(
      'flows.step.succeed{"actor":"findFlights"}',
    );
    expect(payloadText({ type: 'xstate.done.actor.findFlights', output: { count: 3 } })).toBe('{"count":3}');
    expect(eventText({ type: 'xstate.error.actor.payOrder', error: new Error('x') }, sampleTripMachine, t, ids)).toBe(
      'flows.step.fail{"actor":"payOrder"}',
    );
    expect(eventText({ type: 'xstate.after.PAYMENT_TIMEOUT.sampleTrip.paying' }, sampleTripMachine, t, ids)).toBe(
      'flows.step.wait{"delay":"PAYMENT_TIMEOUT (flows.duration.minutes{\\"count\\":15})"}',
    );
    expect(eventText({ type: 'fare.upgrade' }, sampleTripMachine, t, ids)).toBe('fare.upgrade');
    expect(payloadText({ type: 'passengers.set', kind: 'adults', count: 2 })).toBe('{"kind":"adults","count":2}');
    expect(payloadText({ type: 'fare.upgrade' })).toBe('');
  });
});
