import {
  createActor,
  fromCallback,
  SimulatedClock,
  type Actor,
  type AnyActorLogic,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type InspectionEvent,
} from 'xstate';
import type { RegisteredMachine } from './registered-machine';
import { describeTransition } from './machine-chart';

/**
 * A registered machine running as a real actor, but on a SimulatedClock and with invoked actors that
 * never settle by themselves: whoever drives it (the /flows viewer, the coverage tool) decides when an
 * actor succeeds or fails by sending xstate.done.actor.<id> / xstate.error.actor.<id>, and when a delay
 * has passed by taking an xstate.after.<delay>.<state> event.
 */
export interface SimulatedRun {
  actor: Actor<AnyStateMachine>;
  clock: SimulatedClock;
  /** Takes one step; an after-event moves the clock instead of being sent. */
  take(event: AnyEventObject): AnyMachineSnapshot;
  /** State node ids the actor has been in, and keys of the transitions it took (see machine-chart). */
  visitedStateIds: Set<string>;
  takenTransitionKeys: Set<string>;
  stop(): void;
}

export interface SimulatedRunOptions {
  /** Also told every inspection event, e.g. a live inspector. */
  inspect?: (event: InspectionEvent) => void;
}

export function startSimulatedRun(entry: RegisteredMachine, options: SimulatedRunOptions = {}): SimulatedRun {
  const clock = new SimulatedClock();
  const visitedStateIds = new Set<string>();
  const takenTransitionKeys = new Set<string>();
  const machine = entry.machine.provide({ actors: fakeActors(entry) });
  const actor = createActor(machine, {
    clock,
    input: entry.simulation?.input,
    inspect: (event) => {
      if (event.type === '@xstate.microstep' && isRoot(event)) {
        for (const transition of event._transitions) takenTransitionKeys.add(describeTransition(transition).key);
      }
      // Microstep snapshots too: a final state left at once (its parent's onDone) shows in no macrostep.
      if ((event.type === '@xstate.snapshot' || event.type === '@xstate.microstep') && isRoot(event)) {
        for (const node of (event.snapshot as AnyMachineSnapshot)._nodes) visitedStateIds.add(node.id);
      }
      options.inspect?.(event);
    },
  });
  actor.start();
  for (const node of actor.getSnapshot()._nodes) visitedStateIds.add(node.id);
  return {
    actor,
    clock,
    visitedStateIds,
    takenTransitionKeys,
    take(event) {
      const delay = afterDelay(actor.getSnapshot(), event.type, machine);
      if (delay === undefined) actor.send(event);
      else clock.increment(delay);
      return actor.getSnapshot();
    },
    stop: () => actor.stop(),
  };
}

// Children (the fake actors) report to the same inspector; only the machine's own steps count.
function isRoot(event: InspectionEvent): boolean {
  return event.actorRef.sessionId === event.rootId;
}

/** Every invoked actor is replaced by one that waits to be told its outcome; the entry may give its own. */
function fakeActors(entry: RegisteredMachine): Record<string, AnyActorLogic> {
  const waitForOutcome = fromCallback(() => undefined);
  const fakes: Record<string, AnyActorLogic> = {};
  for (const src of invokedSources(entry.machine.root)) fakes[src] = waitForOutcome;
  return { ...fakes, ...entry.simulation?.actors };
}

function invokedSources(node: AnyStateNode): string[] {
  const own = node.invoke.map((invoke) => invoke.src).filter((src): src is string => typeof src === 'string');
  return [...own, ...(Object.values(node.states) as AnyStateNode[]).flatMap(invokedSources)];
}

/** The milliseconds an after-event stands for, resolved the way the running actor resolves them. */
export function afterDelay(
  snapshot: AnyMachineSnapshot,
  eventType: string,
  machine: AnyStateMachine,
): number | undefined {
  if (!eventType.startsWith('xstate.after.')) return undefined;
  const delayed = snapshot._nodes.flatMap((node: AnyStateNode) => node.after).find((t) => t.eventType === eventType);
  if (!delayed) return undefined;
  const delay: unknown = delayed.delay;
  if (typeof delay === 'number') return delay;
  const configured: unknown = typeof delay === 'string' ? machine.implementations.delays[delay] : delay;
  if (typeof configured === 'number') return configured;
  if (typeof configured === 'function') return configured({ context: snapshot.context, event: { type: eventType } });
  return undefined;
}
