import type { AnyEventObject } from 'xstate';

/**
 * A path through a flow in the address (?machine=booking&path=[…]): the events taken, in order. A link with
 * it opens /flows at the same step; the path ends at the first entry that is not an event.
 */
export function pathOf(events: readonly AnyEventObject[]): AnyEventObject[] | undefined {
  if (events.length === 0) return undefined;
  // An invoked actor's simulated failure carries an Error, which the address would turn into {}.
  return events.map((event) =>
    event.error instanceof Error ? { ...event, error: { message: event.error.message } } : event,
  );
}

export function eventsOfPath(path: unknown): AnyEventObject[] {
  let value = path;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(value)) return [];
  const end = value.findIndex((event) => typeof event?.type !== 'string');
  return (end === -1 ? value : value.slice(0, end)) as AnyEventObject[];
}
