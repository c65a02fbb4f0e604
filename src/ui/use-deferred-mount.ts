import { startTransition, useCallback, useEffect, useState } from 'react';

/** Views waiting to mount, in the order they first committed. */
const waiting: (() => void)[] = [];
/** The view mounting now, until its mount has committed. */
let mounting: (() => void) | null = null;

function mountNext(): void {
  mounting = waiting.shift() ?? null;
  mounting?.();
}

function doneMounting(mount: () => void): void {
  if (mounting !== mount) return;
  // Its commit's effects run after the commit's task; React renders the next view's transition in a task
  // of its own again.
  mountNext();
}

/**
 * False on a component's first render, true once it may mount its heavy part. Waiting views mount one at a
 * time, each as a transition once the one before has committed: React renders a transition in slices but
 * commits it, and the browser lays it out, in one task, so the parts of a page that all waited together
 * (home's search card, banner and sections, the footer, the side box) made one long task of a phone's main
 * thread, which is what Total Blocking Time counts.
 */
export function useDeferredMount(): boolean {
  const [mounted, setMounted] = useState(false);
  const mount = useCallback(() => startTransition(() => setMounted(true)), []);
  useEffect(() => {
    if (mounted) return;
    waiting.push(mount);
    if (!mounting) mountNext();
    // Runs once the mount has committed, or when the view goes before its turn.
    return () => {
      const place = waiting.indexOf(mount);
      if (place >= 0) waiting.splice(place, 1);
      doneMounting(mount);
    };
  }, [mounted, mount]);
  return mounted;
}
