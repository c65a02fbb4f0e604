import { useEffect, useRef, useState } from 'react';
import { nextWait, STATUS_POLL, type PollState } from './status-polling';

/** A refetchInterval that backs off (status-polling.ts), and whether the tab is hidden (polling paused). */
export function useStatusPolling() {
  const state = useRef<PollState>({ waitMs: STATUS_POLL.firstMs });
  const seen = useRef(0);
  const [hidden, setHidden] = useState(() => typeof document !== 'undefined' && document.hidden);
  useEffect(() => {
    const update = () => setHidden(document.hidden);
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  // Only the query's state is read, so any query's type fits.
  const refetchInterval = (query: {
    state: { data: unknown; status: string; dataUpdateCount: number; errorUpdateCount: number };
  }) => {
    const updates = query.state.dataUpdateCount + query.state.errorUpdateCount;
    // React Query asks again after every fetch; advance the back-off once per answer.
    if (updates !== seen.current) {
      seen.current = updates;
      state.current = nextWait(state.current, query.state.data, query.state.status === 'error');
    }
    return state.current.waitMs;
  };
  return { refetchInterval, hidden };
}
