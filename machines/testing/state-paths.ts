import type { AnyStateMachine, EventFromLogic } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { expect } from 'vitest';
import { possibleEvents } from '../graph/possible-events';
import type { RegisteredMachine } from '../graph/registered-machine';

/**
 * One shortest path per state value of a registered chart, with the events its simulation offers. Told apart by
 * context too, the graph of a flow has thousands of snapshots; a path per value is what a replay test needs.
 */
export function shortestPathPerState<Machine extends AnyStateMachine>(entry: RegisteredMachine & { machine: Machine }) {
  return getShortestPaths(entry.machine, {
    events: (snapshot) => possibleEvents(snapshot, entry) as EventFromLogic<Machine>[],
    serializeState: (snapshot) => JSON.stringify(snapshot.value),
  });
}

/** The paths end in every top-level state of the chart. */
export function expectEveryStateReached(
  paths: readonly { state: { value: unknown } }[],
  machine: AnyStateMachine,
): void {
  const reached = new Set(paths.map((path) => String(path.state.value)));
  expect([...reached].sort()).toEqual(Object.keys(machine.root.states).sort());
}
