/**
 * How open status pages refresh: every 10 s at first, half again longer each time nothing changed, up to
 * 2 minutes; a change brings it back to 10 s, and failures back off the same way. React Query stops the
 * interval while the tab is hidden (refetchIntervalInBackground is off) and refetches on return.
 */
export const STATUS_POLL = { firstMs: 10_000, factor: 1.5, maxMs: 120_000 } as const;

export interface PollState {
  waitMs: number;
  lastData?: string;
}

/** The next wait after a poll: reset when the answer changed, longer when it did not or failed. */
export function nextWait(state: PollState, data: unknown, failed: boolean): PollState {
  const serialized = failed ? state.lastData : JSON.stringify(stripAsOf(data));
  if (!failed && serialized !== state.lastData) return { waitMs: STATUS_POLL.firstMs, lastData: serialized };
  return {
    waitMs: Math.min(Math.round(state.waitMs * STATUS_POLL.factor), STATUS_POLL.maxMs),
    lastData: state.lastData,
  };
}

function stripAsOf(data: unknown): unknown {
  if (typeof data !== 'object' || data === null) return data;
  const { asOf: _asOf, ...rest } = data as Record<string, unknown>;
  return rest;
}
