import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { RegisteredMachine } from '../../machines/graph/registered-machine';
import { possibleEvents } from '../../machines/graph/possible-events';
import { startSimulatedRun, type SimulatedRun } from '../../machines/graph/simulated-run';

export interface FlowStep {
  event: AnyEventObject;
  /** Keys of the chart transitions this step took (see machine-chart). */
  transitionKeys: string[];
}

export interface StepperView {
  snapshot: AnyMachineSnapshot;
  steps: readonly FlowStep[];
  enabledEvents: AnyEventObject[];
  activeStateIds: Set<string>;
}

/**
 * Steps through a registered machine by hand: a real actor with fake actors and a simulated clock.
 * Undo replays the steps but the last on a fresh actor, so what is shown is always what the machine does.
 */
export class FlowStepper {
  private run: SimulatedRun;
  private steps: FlowStep[] = [];
  private listeners = new Set<() => void>();
  private view: StepperView;

  /** Starts at the end of `path` (a shared link's events), as far as the machine takes them. */
  constructor(
    private readonly entry: RegisteredMachine,
    path: readonly AnyEventObject[] = [],
  ) {
    this.run = startSimulatedRun(entry);
    for (const event of path) {
      if (!this.run.actor.getSnapshot().can(event)) break;
      this.steps.push(this.apply(event));
    }
    this.view = this.makeView();
  }

  getView = (): StepperView => this.view;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  take(event: AnyEventObject): void {
    this.steps.push(this.apply(event));
    this.changed();
  }

  undo(): void {
    this.restart(this.steps.slice(0, -1).map((step) => step.event));
  }

  reset(): void {
    this.restart([]);
  }

  stop(): void {
    this.run.stop();
  }

  private restart(events: AnyEventObject[]): void {
    this.run.stop();
    this.run = startSimulatedRun(this.entry);
    this.steps = events.map((event) => this.apply(event));
    this.changed();
  }

  private apply(event: AnyEventObject): FlowStep {
    const before = new Set(this.run.takenTransitionKeys);
    this.run.takenTransitionKeys.clear();
    this.run.take(event);
    const transitionKeys = [...this.run.takenTransitionKeys];
    for (const key of before) this.run.takenTransitionKeys.add(key);
    return { event, transitionKeys };
  }

  private changed(): void {
    this.view = this.makeView();
    for (const listener of this.listeners) listener();
  }

  private makeView(): StepperView {
    const snapshot = this.run.actor.getSnapshot();
    const enabledEvents =
      snapshot.status === 'active' ? possibleEvents(snapshot, this.entry).filter((event) => snapshot.can(event)) : [];
    return {
      snapshot,
      steps: [...this.steps],
      enabledEvents: withOutcomes(enabledEvents),
      activeStateIds: new Set(snapshot._nodes.map((node) => node.id)),
    };
  }
}

/** An invoked actor's failure needs an error to carry, as a real one would. */
function withOutcomes(events: AnyEventObject[]): AnyEventObject[] {
  return events.map((event) =>
    event.type.startsWith('xstate.error.actor.') && !('error' in event)
      ? { ...event, error: new Error('simulated failure') }
      : event,
  );
}
