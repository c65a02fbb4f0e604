import { useSyncExternalStore } from 'react';

const mediaQuery = (query: string) =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined;

/**
 * Whether a CSS media query matches; follows changes while the page is open. `unknown` is the answer where
 * the browser cannot say (no matchMedia).
 */
export function useMediaQuery(query: string, unknown: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaQuery(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => mediaQuery(query)?.matches ?? unknown,
    () => unknown,
  );
}
