import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, AnyStateNode } from 'xstate';
import { classifyEvent } from '../../machines/graph/machine-chart';
import type { FlowNamer } from './flow-names';
import { eventText } from './transition-label';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** One button of the step-through: the event it sends, its unique label, and what it means. */
export interface StepChoice {
  event: AnyEventObject;
  label: string;
  /** The event's one-line description and its id, for the button's tooltip and the secondary line. */
  description: string | undefined;
  eventId: string;
}

const SHOWN_PAYLOAD = 48;

/**
 * The buttons for the events the current state can take, each labelled by the event's human name. Labels
 * never repeat: the same name with different targets gets "→ target"; with the same target, the payload
 * field that tells them apart ("(tripType: oneWay)"); and if even that repeats, a number.
 */
export function stepChoices(
  events: readonly AnyEventObject[],
  snapshot: AnyMachineSnapshot,
  machine: AnyStateMachine,
  t: Translate,
  names: FlowNamer,
): StepChoice[] {
  let labels = events.map((event) => eventText(event, machine, t, names));
  labels = disambiguate(labels, (index) => {
    const targets = targetNames(machine, snapshot, events[index]!, names);
    return targets ? t('flows.step.toTarget', { target: targets }) : '';
  });
  const groups = new Map<string, number[]>();
  labels.forEach((label, index) => groups.set(label, [...(groups.get(label) ?? []), index]));
  labels = disambiguate(labels, (index) => {
    const group = groups.get(labels[index]!)!.map((member) => events[member]!);
    const [field] = differingFields(group);
    if (!field) return '';
    const value = leavesOf(events[index]!).get(field) ?? null;
    const shown = `${field.split('.').pop()}: ${typeof value === 'string' ? value : JSON.stringify(value)}`;
    return shown ? `(${shown.length > SHOWN_PAYLOAD ? `${shown.slice(0, SHOWN_PAYLOAD - 1)}…` : shown})` : '';
  });
  labels = disambiguate(
    labels,
    (index) => `#${labels.slice(0, index + 1).filter((label) => label === labels[index]).length}`,
  );
  return events.map((event, index) => {
    const { kind } = classifyEvent(event.type);
    return {
      event,
      label: labels[index]!,
      description: kind === 'event' ? names.event(event.type).description : undefined,
      eventId: event.type,
    };
  });
}

/** The payload fields (dotted paths to plain values) that tell a group of events of one type apart. */
function differingFields(events: readonly AnyEventObject[]): string[] {
  const leaves = events.map(leavesOf);
  const fields = [...new Set(leaves.flatMap((leaf) => [...leaf.keys()]))];
  return fields.filter((field) => new Set(leaves.map((leaf) => JSON.stringify(leaf.get(field) ?? null))).size > 1);
}

function leavesOf(event: AnyEventObject): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  const visit = (value: unknown, path: string) => {
    if (typeof value === 'object' && value !== null && !(value instanceof Error) && Object.keys(value).length > 0) {
      for (const [key, inner] of Object.entries(value)) visit(inner, path ? `${path}.${key}` : key);
    } else if (path) leaves.set(path, value instanceof Error ? value.message : value);
  };
  const { type: _type, ...payload } = event;
  visit(payload, '');
  return leaves;
}

/** Adds `extra(index)` to every label that another label repeats. */
function disambiguate(labels: string[], extra: (index: number) => string): string[] {
  const counts = new Map<string, number>();
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  return labels.map((label, index) => {
    if (counts.get(label)! < 2) return label;
    const more = extra(index);
    return more ? `${label} ${more}` : label;
  });
}

function targetNames(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  event: AnyEventObject,
  names: FlowNamer,
): string {
  const targets = machine
    .getTransitionData(snapshot, event)
    .flatMap((transition) => (transition.target ?? []) as AnyStateNode[]);
  return [...new Set(targets.map((target) => names.state(target.id).name))].join(', ');
}
