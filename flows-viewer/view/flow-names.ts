import type { AnyStateMachine } from 'xstate';

/**
 * The words /flows uses for a machine, its states, events, invoked actors and guards. They live in the
 * catalogue only (flowNames.json, a lazy area: see flow-names-area; keyed by the registry id, the state's path, the event's type, the actor's and guard's id), in all three
 * languages, never in the charts' code; the id stands in while the catalogue has not arrived. `flow-names-check`
 * lists what a catalogue lacks.
 */
export interface ItemNames {
  name?: string;
  description?: string;
}

export interface MachineNames {
  name?: string;
  states?: Record<string, ItemNames>;
  events?: Record<string, ItemNames>;
  actors?: Record<string, ItemNames>;
  guards?: Record<string, ItemNames>;
}

export interface NamedItem {
  id: string;
  name: string;
  description: string | undefined;
}

export interface FlowNamer {
  machine: NamedItem;
  /** By the state node's id, e.g. "booking.awaitingPayment". */
  state(stateId: string): NamedItem;
  event(type: string): NamedItem;
  actor(id: string): NamedItem;
  /** A guard's condition as people say it ("offer too old" for isOfferExpired). */
  guard(id: string): NamedItem;
}

/** Names from the catalogue section of one machine (`names[registryId]`), or the ids before it arrives. */
export function flowNamer(machine: AnyStateMachine, registryId: string, catalogue?: unknown): FlowNamer {
  const names: MachineNames = isObject(catalogue) ? catalogue : {};
  const item = (id: string, own: ItemNames | undefined): NamedItem => ({
    id,
    name: text(own?.name) ?? id,
    description: text(own?.description),
  });
  return {
    machine: item(registryId, { name: names.name }),
    state(stateId) {
      const node = stateNode(machine, stateId);
      if (!node) return item(stateId, undefined);
      const path = node.path.join('.');
      return item(path, names.states?.[path]);
    },
    event: (type) => item(type, names.events?.[type]),
    actor: (id) => item(id, names.actors?.[id]),
    guard: (id) => item(id, names.guards?.[id]),
  };
}

function stateNode(machine: AnyStateMachine, stateId: string) {
  try {
    return machine.getStateNodeById(stateId);
  } catch {
    return undefined;
  }
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
