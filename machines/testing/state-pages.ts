import type { AnyStateMachine, StateValue } from 'xstate';
import { pageTagOf } from '../kit/page-tag';

/** The page a chart's state shows on, read from its tags as the flow host reads them. */
export const pageOfStateIn = (machine: AnyStateMachine, value: StateValue) =>
  // Tags hang on the state nodes, so any context will do.
  pageTagOf(machine.resolveState({ value, context: {} }));

/** The page each top-level state of a chart shows on. */
export function pagesOfStates(machine: AnyStateMachine): Record<string, string | undefined> {
  return Object.fromEntries(Object.keys(machine.root.states).map((state) => [state, pageOfStateIn(machine, state)]));
}
