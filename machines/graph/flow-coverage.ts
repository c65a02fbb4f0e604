import type { EventObject } from 'xstate';
import type { RegisteredMachine } from './registered-machine';
import { describeMachine, type ChartTransition } from './machine-chart';
import { eventsOf, generateFlowPaths, type FlowPath } from './flow-paths';
import { startSimulatedRun } from './simulated-run';

export interface ReplayedPath {
  events: EventObject[];
  /** The state value the graph says the path reaches, and the one the real actor reached. */
  expected: unknown;
  reached: unknown;
  ok: boolean;
  /** The step (1-based) where the actor parted from the graph, or its error. */
  failure?: string;
}

export interface CoveredItem {
  id: string;
  label: string;
  /** Indexes into `paths` of the replayed paths that went through it. */
  coveredBy: number[];
}

export interface MachineCoverage {
  id: string;
  machineId: string;
  states: CoveredItem[];
  transitions: CoveredItem[];
  paths: ReplayedPath[];
  statePercent: number;
  transitionPercent: number;
  /** 100 % of states and transitions, and every path replayed to the state the graph predicted. */
  complete: boolean;
  /** Why no paths could be generated (e.g. the traversal limit), when that happened. */
  problem?: string;
}

/** Generates a machine's paths, replays each on a real actor, and counts what they went through. */
export function measureCoverage(entry: RegisteredMachine): MachineCoverage {
  const chart = describeMachine(entry.machine);
  const { paths: flowPaths, problem } = tryGeneratePaths(entry);
  const paths = flowPaths.map((path) => replayPath(entry, path));
  const states = chart.states
    .filter((state) => state.type !== 'history')
    .map((state) => ({
      id: state.id,
      label: state.id,
      coveredBy: coveringPaths(paths, (run) => run.visitedStateIds.has(state.id)),
    }));
  const transitions = chart.transitions.map((transition) => ({
    id: transition.key,
    label: transitionLabel(transition),
    coveredBy: coveringPaths(paths, (run) => run.takenTransitionKeys.has(transition.key)),
  }));
  const statePercent = percent(states);
  const transitionPercent = percent(transitions);
  return {
    id: entry.id,
    machineId: entry.machine.id,
    states,
    transitions,
    paths: paths.map(({ replayed }) => replayed),
    statePercent,
    transitionPercent,
    complete:
      !problem && statePercent === 100 && transitionPercent === 100 && paths.every(({ replayed }) => replayed.ok),
    ...(problem ? { problem } : {}),
  };
}

function tryGeneratePaths(entry: RegisteredMachine): { paths: FlowPath[]; problem?: string } {
  try {
    return { paths: generateFlowPaths(entry) };
  } catch (error) {
    return { paths: [], problem: `no paths: ${error instanceof Error ? error.message : String(error)}` };
  }
}

interface PathRun {
  replayed: ReplayedPath;
  visitedStateIds: Set<string>;
  takenTransitionKeys: Set<string>;
}

function replayPath(entry: RegisteredMachine, path: FlowPath): PathRun {
  const run = startSimulatedRun(entry);
  const events = eventsOf(path);
  let failure: string | undefined;
  try {
    const steps = path.steps.filter((step) => step.event.type !== 'xstate.init');
    for (const [index, step] of steps.entries()) {
      const reached = run.take(step.event);
      if (JSON.stringify(reached.value) !== JSON.stringify(step.state.value)) {
        failure = `step ${index + 1} (${step.event.type}) reached ${JSON.stringify(reached.value)}, expected ${JSON.stringify(step.state.value)}`;
        break;
      }
    }
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  }
  const reached = run.actor.getSnapshot().value;
  run.stop();
  return {
    replayed: {
      events,
      expected: path.state.value,
      reached,
      ok: failure === undefined,
      ...(failure ? { failure } : {}),
    },
    visitedStateIds: run.visitedStateIds,
    takenTransitionKeys: run.takenTransitionKeys,
  };
}

function coveringPaths(runs: PathRun[], went: (run: PathRun) => boolean): number[] {
  return runs.flatMap((run, index) => (went(run) ? [index] : []));
}

function percent(items: CoveredItem[]): number {
  if (items.length === 0) return 100;
  return Math.floor((items.filter((item) => item.coveredBy.length > 0).length / items.length) * 1000) / 10;
}

function transitionLabel(transition: ChartTransition): string {
  return transition.key;
}
