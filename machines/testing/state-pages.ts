import { expect, it } from 'vitest';
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

/**
 * The test every paged chart has: each top-level state shows on the page its table says (undefined: none, the
 * state shows wherever the traveller is). Strict, so a state the table leaves out fails even when it names no page.
 */
export function itNamesThePageOfEveryState(
  what: string,
  machine: AnyStateMachine,
  pageOfState: Record<string, string | undefined>,
) {
  it(`names the page of every ${what} by its tag`, () => {
    expect(pagesOfStates(machine)).toStrictEqual(pageOfState);
  });
}
