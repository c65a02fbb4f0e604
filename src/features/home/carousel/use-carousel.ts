import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from './use-reduced-motion';

export const CAROUSEL_INTERVAL_MS = 6000;

/**
 * Which slide shows and whether the slides advance by themselves. They do not when the user paused them,
 * when the system asks for reduced motion (unless the user pressed play), or while pointer or focus is on
 * the carousel, so nothing moves under someone reading or operating it.
 */
export function useCarousel(count: number) {
  const prefersReducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [playChoice, setPlayChoice] = useState<boolean>();
  const [held, setHeld] = useState(false);
  const playing = (playChoice ?? !prefersReducedMotion) && count > 1;

  useEffect(() => {
    if (!playing || held) return;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [playing, held, index, count]);

  const show = (target: number) => setIndex(((target % count) + count) % count);
  return {
    index: count > 0 ? Math.min(index, count - 1) : 0,
    playing,
    show,
    next: () => show(index + 1),
    previous: () => show(index - 1),
    togglePlaying: () => setPlayChoice(!playing),
    hold: () => setHeld(true),
    release: () => setHeld(false),
  };
}
