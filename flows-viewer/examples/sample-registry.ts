import type { RegisteredMachine } from '../../machines/graph/registered-machine';
import { sampleTripMachine } from './sample-trip.machine';

/** The examples: run like registered flows, never part of the production registry. */
export const sampleTripEntry: RegisteredMachine = {
  id: 'sampleTrip',
  machine: sampleTripMachine,
  descriptionKey: 'flows.sample.description',
  simulation: {
    events: [
      { type: 'xstate.done.actor.findFlights', output: { count: 3 } },
      { type: 'xstate.done.actor.findFlights', output: { count: 0 } },
      { type: 'xstate.done.actor.payOrder', output: { paid: true } },
    ],
  },
};

export const sampleRegistry: readonly RegisteredMachine[] = [sampleTripEntry];
