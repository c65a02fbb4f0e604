import type { AnyStateMachine } from 'xstate';
import { flightSearchMachine } from './flight-search.machine';

/** Every statechart of the site, for the /flows viewer and the coverage report. */
export interface RegisteredMachine {
  id: string;
  machine: AnyStateMachine;
}

export const machineRegistry: readonly RegisteredMachine[] = [
  { id: 'flight-search', machine: flightSearchMachine },
];
