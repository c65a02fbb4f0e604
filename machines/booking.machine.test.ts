import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { bookingMachine, type BookingEvent } from './booking.machine';
import { bookingSimulation, simulatedBookingMachine } from './booking.simulation';
import { measureCoverage } from './graph/flow-coverage';
import { startWizard, toConfirm } from './testing/booking-run';

describe('the chart', () => {
  it('reaches every state along the graph', () => {
    const bare = [
      'order.submit',
      'order.retry',
      'fare.acceptNew',
      'fare.chooseAnother',
      'payment.paid',
      'order.expired',
      'search.restart',
      'step.back',
    ].map((type) => ({ type }));
    const paths = getShortestPaths(simulatedBookingMachine, {
      events: [...bookingSimulation.events, ...bare] as BookingEvent[],
    });
    const reached = new Set(paths.map((path) => path.state.value));
    expect([...reached].sort()).toEqual(Object.keys(bookingMachine.root.states).sort());
  });

  it('its flow paths cover every state and transition, each replayed on a real actor', () => {
    const coverage = measureCoverage({
      id: 'booking',
      machine: simulatedBookingMachine,
      simulation: bookingSimulation,
    });
    expect({
      states: coverage.statePercent,
      transitions: coverage.transitionPercent,
      complete: coverage.complete,
    }).toEqual({ states: 100, transitions: 100, complete: true });
  });

  it('a persisted snapshot resumes where it was', () => {
    const { send, actor } = startWizard();
    send(...toConfirm);
    const restored = createActor(bookingMachine, {
      snapshot: JSON.parse(JSON.stringify(actor.getPersistedSnapshot())),
    }).start();
    expect(restored.getSnapshot().value).toBe('confirming');
    expect(restored.getSnapshot().context).toEqual(actor.getSnapshot().context);
  });
});
