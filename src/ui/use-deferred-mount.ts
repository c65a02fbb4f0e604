import { useDeferredValue } from 'react';

/**
 * False on a component's first render, true on the render React does next in the background. A view that
 * shows its placeholder until then mounts its heavy part as a transition, which React renders in slices
 * between the browser's other work: otherwise a part mounted by a blocking update (the router's state,
 * a lazy chunk arriving during one) is rendered in one long task of a phone's main thread.
 */
export function useDeferredMount(): boolean {
  return useDeferredValue(true, false);
}
