import { useCallback, useMemo, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches; follows changes while the page is open. `unknown` is the answer where
 * the browser cannot say (no matchMedia).
 */
export function useMediaQuery(query: string, unknown: boolean): boolean {
  // One list for the query while it stays the same: read on every render, listened to until it changes.
  const list = useMemo(() => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined), [query]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [list],
  );
  return useSyncExternalStore(subscribe, () => list?.matches ?? unknown);
}
