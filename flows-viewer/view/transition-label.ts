import type { AnyEventObject, AnyStateMachine } from 'xstate';
import { classifyEvent, type ChartTransition } from '../../machines/graph/machine-chart';
import type { FlowNamer } from './flow-names';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** The text on an edge: the event's name, or what happens (a delay passes, an actor succeeds), and its guard. */
export function transitionLabel(
  transition: ChartTransition,
  machine: AnyStateMachine,
  t: Translate,
  names: FlowNamer,
): string {
  const guard = transition.guard ? ` [${names.guard(transition.guard).name}]` : '';
  return `${triggerText(transition, machine, t, names)}${guard}`;
}

function triggerText(transition: ChartTransition, machine: AnyStateMachine, t: Translate, names: FlowNamer): string {
  switch (transition.kind) {
    case 'event':
      return names.event(transition.subject).name;
    case 'after':
      return t('flows.trigger.after', { delay: delayText(transition.subject, machine, t) });
    case 'doneActor':
      return t('flows.trigger.doneActor', { actor: names.actor(transition.subject).name });
    case 'errorActor':
      return t('flows.trigger.errorActor', { actor: names.actor(transition.subject).name });
    case 'doneState':
      return t('flows.trigger.doneState');
    case 'always':
      return t('flows.trigger.always');
  }
}

/** "PAYMENT_TIMEOUT (15 min)" for a named delay, "2 s" for a number. */
export function delayText(delay: string, machine: AnyStateMachine, t: Translate): string {
  if (/^\d+$/.test(delay)) return durationText(Number(delay), t);
  const configured: unknown = machine.implementations.delays[delay];
  return typeof configured === 'number' ? `${delay} (${durationText(configured, t)})` : delay;
}

export function durationText(ms: number, t: Translate): string {
  if (ms >= 3_600_000 && ms % 3_600_000 === 0) return t('flows.duration.hours', { count: ms / 3_600_000 });
  if (ms >= 60_000 && ms % 60_000 === 0) return t('flows.duration.minutes', { count: ms / 60_000 });
  if (ms >= 1_000 && ms % 1_000 === 0) return t('flows.duration.seconds', { count: ms / 1_000 });
  return t('flows.duration.milliseconds', { count: ms });
}

/** An event as a button or a history line names it: "Find flights succeeds", "Let 2 s pass", "Choose a fare". */
export function eventText(event: AnyEventObject, machine: AnyStateMachine, t: Translate, names: FlowNamer): string {
  const { kind, subject } = classifyEvent(event.type);
  switch (kind) {
    case 'doneActor':
      return t('flows.step.succeed', { actor: names.actor(subject).name });
    case 'errorActor':
      return t('flows.step.fail', { actor: names.actor(subject).name });
    case 'after':
      return t('flows.step.wait', { delay: delayText(subject, machine, t) });
    default:
      return names.event(event.type).name;
  }
}

/** What an event carries (an actor's output, a form's data) as compact JSON; '' when nothing. */
export function payloadText(event: AnyEventObject): string {
  const { type: _type, ...payload } = event;
  const value =
    classifyEvent(event.type).kind === 'doneActor'
      ? payload.output
      : classifyEvent(event.type).kind === 'event'
        ? payload
        : undefined;
  if (value === undefined || (typeof value === 'object' && value !== null && Object.keys(value).length === 0))
    return '';
  return JSON.stringify(value);
}
