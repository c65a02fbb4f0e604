import type { AnyStateMachine } from 'xstate';

/** Every statechart of the site, for the /flows viewer and the coverage report. */
export interface RegisteredMachine {
  id: string;
  machine: AnyStateMachine;
}

export const machineRegistry: readonly RegisteredMachine[] = [];
