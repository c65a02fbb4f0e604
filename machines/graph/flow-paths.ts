import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  getAdjacencyMap,
  type AdjacencyMap,
  getShortestPaths,
  getSimplePaths,
  serializeSnapshot,
  type StatePath,
} from 'xstate/graph';
import type { RegisteredMachine } from './registered-machine';
import { describeTransition } from './machine-chart';
import { possibleEvents } from './possible-events';

export type FlowPath = StatePath<AnyMachineSnapshot, EventObject>;

/** Without a bound, a machine whose context grows forever would be walked forever. */
const TRAVERSAL_LIMIT = 200_000;
/** Simple paths grow exponentially with the graph: only small graphs get them all. */
const SIMPLE_PATHS_MAX_STATES = 80;

/**
 * The paths that exercise a machine: the shortest path to every state value, every simple path of a
 * small graph, and for each chart transition not yet planned the shortest path to a snapshot where it is
 * enabled followed by its event (so loops back to earlier states are taken too). Snapshots are told
 * apart by value and context; paths that are prefixes of longer ones are dropped.
 */
export function generateFlowPaths(entry: RegisteredMachine): FlowPath[] {
  const machine = entry.machine;
  const traversal = {
    input: entry.simulation?.input,
    events: (snapshot: AnyMachineSnapshot) => possibleEvents(snapshot, entry),
    limit: TRAVERSAL_LIMIT,
  };
  const adjacency: AdjacencyMap<AnyMachineSnapshot, EventObject> = getAdjacencyMap(machine, traversal);
  const shortest = getShortestPaths(machine, traversal) as FlowPath[];
  const shortestTo = new Map<string, FlowPath>(shortest.map((path) => [serializeSnapshot(path.state), path]));
  const simple =
    Object.keys(adjacency).length <= SIMPLE_PATHS_MAX_STATES ? (getSimplePaths(machine, traversal) as FlowPath[]) : [];
  const planned = new Set<string>();
  const transitionPaths: FlowPath[] = [];
  for (const [stateKey, { state: source, transitions }] of Object.entries(adjacency)) {
    const head = shortestTo.get(stateKey);
    if (!head) continue;
    for (const { event, state } of Object.values(transitions) as { event: EventObject; state: AnyMachineSnapshot }[]) {
      const keys = machine
        .getTransitionData(source as AnyMachineSnapshot, event)
        .map((transition) => describeTransition(transition).key);
      if (keys.every((key) => planned.has(key))) continue;
      for (const key of keys) planned.add(key);
      transitionPaths.push({ state, steps: [...head.steps, { event, state }], weight: head.weight + 1 } as FlowPath);
    }
  }
  return withoutPrefixPaths([...firstPerStateValue(shortest), ...simple, ...transitionPaths]);
}

function firstPerStateValue(paths: FlowPath[]): FlowPath[] {
  const byValue = new Map<string, FlowPath>();
  for (const path of paths) {
    const value = JSON.stringify(path.state.value);
    const known = byValue.get(value);
    if (!known || known.steps.length > path.steps.length) byValue.set(value, path);
  }
  return [...byValue.values()];
}

export function eventsOf(path: FlowPath): EventObject[] {
  return path.steps.map((step) => step.event).filter((event) => event.type !== 'xstate.init');
}

function withoutPrefixPaths(paths: FlowPath[]): FlowPath[] {
  const prefixesOfKept = new Set<string>();
  const kept: FlowPath[] = [];
  const longestFirst = paths
    .map((path) => ({ path, events: eventsOf(path).map((event) => JSON.stringify(event)) }))
    .sort((a, b) => b.events.length - a.events.length);
  for (const { path, events } of longestFirst) {
    if (prefixesOfKept.has(events.join('\n'))) continue;
    kept.push(path);
    for (let length = 0; length <= events.length; length++) prefixesOfKept.add(events.slice(0, length).join('\n'));
  }
  return kept;
}
