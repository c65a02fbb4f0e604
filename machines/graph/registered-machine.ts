import type { AnyActorLogic, AnyEventObject, AnyStateMachine } from 'xstate';

/** A statechart as the flows viewer and the coverage report read it: its id, chart and simulated world. */
export interface RegisteredMachine {
  id: string;
  machine: AnyStateMachine;
  /** i18n key of a one-line description shown on /flows (e.g. 'flows.descriptions.booking'). */
  descriptionKey?: string;
  /** How /flows and `npm run coverage:flows` run the machine without the real world. */
  simulation?: FlowSimulation;
}

export interface FlowSimulation {
  input?: unknown;
  /**
   * Events with payloads to try in every state, e.g. `{ type: 'xstate.done.actor.searchFlights', output: {...} }`
   * or a data event; an event type not listed here is sent bare.
   */
  events?: readonly AnyEventObject[];
  /** Replacements for the machine's actors; an invoked actor not listed gets one that never settles by itself. */
  actors?: Record<string, AnyActorLogic>;
}
