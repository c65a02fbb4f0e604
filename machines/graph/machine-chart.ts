import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/**
 * A statechart described as plain data: every state node and every transition, each with a stable key.
 * The /flows viewer draws it; the coverage tool counts against it.
 */
export type ChartStateType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface ChartState {
  /** The state node id, e.g. "booking.paying.awaitingPayment". */
  id: string;
  key: string;
  /** Keys from the machine down, e.g. "paying.awaitingPayment": how the /flows catalogue names the state. */
  path: string;
  parentId: string | undefined;
  type: ChartStateType;
  isInitial: boolean;
  /** Regions of a parallel state are drawn as regions, not as states one can be "in" alone. */
  isRegion: boolean;
  invokes: ChartInvoke[];
  /** The state's own tags, e.g. the page it shows on (`page:seats`, machines/kit/page-tag.ts). */
  tags: string[];
  depth: number;
}

export interface ChartInvoke {
  id: string;
  src: string;
}

export type TransitionKind = 'event' | 'after' | 'doneActor' | 'errorActor' | 'doneState' | 'always';

export interface ChartTransition {
  /** Unique in the machine: source, event, guard and targets. */
  key: string;
  sourceId: string;
  targetIds: string[];
  eventType: string;
  kind: TransitionKind;
  /** The event name, the delay, or the invoked actor's id, depending on the kind. */
  subject: string;
  guard: string | undefined;
}

export interface MachineChart {
  machineId: string;
  rootId: string;
  states: ChartState[];
  transitions: ChartTransition[];
}

export function describeMachine(machine: AnyStateMachine): MachineChart {
  const states: ChartState[] = [];
  const transitions: ChartTransition[] = [];
  const visit = (node: AnyStateNode, depth: number) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      states.push(describeState(child, node, depth));
      transitions.push(...ownTransitions(child).map(describeTransition));
      visit(child, depth + 1);
    }
  };
  transitions.push(...ownTransitions(machine.root).map(describeTransition));
  visit(machine.root, 0);
  return { machineId: machine.id, rootId: machine.root.id, states, transitions: uniqueByKey(transitions) };
}

function describeState(node: AnyStateNode, parent: AnyStateNode, depth: number): ChartState {
  const initialTargets: readonly AnyStateNode[] = parent.type === 'compound' ? (parent.initial?.target ?? []) : [];
  return {
    id: node.id,
    key: node.key,
    path: node.path.join('.'),
    parentId: parent.parent ? parent.id : undefined,
    type: node.type as ChartStateType,
    isInitial: initialTargets.includes(node),
    isRegion: parent.type === 'parallel',
    invokes: node.invoke.map((invoke) => ({ id: invoke.id, src: srcName(invoke.src) })),
    tags: [...node.tags],
    depth,
  };
}

/** Transitions that do something: a forbidden event (no target, no action) is not one to cover. */
function ownTransitions(node: AnyStateNode): AnyTransitionDefinition[] {
  const onEvents = [...node.transitions.values()].flat();
  return [...onEvents, ...(node.always ?? [])].filter((t) => t.target?.length || t.actions.length || t.reenter);
}

export function describeTransition(transition: AnyTransitionDefinition): ChartTransition {
  const { kind, subject } = classifyEvent(transition.eventType);
  const targetIds = (transition.target ?? []).map((target: AnyStateNode) => target.id);
  const guard = guardName(transition.guard);
  return {
    key: transitionKey(transition.source.id, transition.eventType, guard, targetIds),
    sourceId: transition.source.id,
    targetIds,
    eventType: transition.eventType,
    kind,
    subject,
    guard,
  };
}

export function transitionKey(
  sourceId: string,
  eventType: string,
  guard: string | undefined,
  targetIds: string[],
): string {
  const event = eventType === '' ? 'always' : eventType;
  return `${sourceId} —${event}${guard ? ` [${guard}]` : ''}→ ${targetIds.join(', ') || '(self)'}`;
}

export function classifyEvent(eventType: string): { kind: TransitionKind; subject: string } {
  if (eventType === '') return { kind: 'always', subject: '' };
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return { kind: 'after', subject: after[1]! };
  if (eventType.startsWith('xstate.done.actor.'))
    return { kind: 'doneActor', subject: eventType.slice('xstate.done.actor.'.length) };
  if (eventType.startsWith('xstate.error.actor.'))
    return { kind: 'errorActor', subject: eventType.slice('xstate.error.actor.'.length) };
  if (eventType.startsWith('xstate.done.state.'))
    return { kind: 'doneState', subject: eventType.slice('xstate.done.state.'.length) };
  return { kind: 'event', subject: eventType };
}

function guardName(guard: unknown): string | undefined {
  if (!guard) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  return (guard as { name?: string }).name || 'guard';
}

function srcName(src: unknown): string {
  if (typeof src === 'string') return src;
  return (src as { id?: string } | undefined)?.id ?? 'actor';
}

function uniqueByKey(transitions: ChartTransition[]): ChartTransition[] {
  return [...new Map(transitions.map((t) => [t.key, t])).values()];
}
