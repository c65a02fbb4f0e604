import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { RegisteredMachine } from './registered-machine';
import { classifyEvent } from './machine-chart';
import { afterDelay } from './simulated-run';

/**
 * The events a user or the world could cause in a snapshot: the chart's own event types (with the
 * simulation's payload variants), invoked actors' done/error events, and the after-event that would
 * fire first. Done-state events are left out: the machine raises them itself.
 */
export function possibleEvents(snapshot: AnyMachineSnapshot, entry: RegisteredMachine): AnyEventObject[] {
  const types = [...new Set(snapshot._nodes.flatMap((node) => node.ownEvents as string[]))];
  const variants = entry.simulation?.events ?? [];
  const firstDelay = Math.min(...types.map((type) => afterDelay(snapshot, type, entry.machine) ?? Infinity));
  return types
    .filter((type) => !type.includes('*') && classifyEvent(type).kind !== 'doneState')
    .filter((type) => classifyEvent(type).kind !== 'after' || afterDelay(snapshot, type, entry.machine) === firstDelay)
    .flatMap((type) => {
      const matching = variants.filter((event) => event.type === type);
      return matching.length ? matching : [{ type }];
    });
}
