import type { AnyStateMachine, StateValue } from 'xstate';

/** The state node ids (with their ancestors) a reported state value stands for in a machine. */
export function activeIdsOfValue(machine: AnyStateMachine, value: unknown): Set<string> {
  try {
    const snapshot = machine.resolveState({ value: value as StateValue, context: {} });
    return new Set(snapshot._nodes.map((node) => node.id));
  } catch {
    // A value from an older build of the machine: show nothing rather than a wrong state.
    return new Set();
  }
}
