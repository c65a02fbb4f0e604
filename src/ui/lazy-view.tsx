import { lazy, Suspense, type ComponentType, type JSX } from 'react';
import { useDeferredMount } from './use-deferred-mount';

/**
 * A view whose code loads when it first renders, showing nothing until it has: for the pieces that can
 * follow the first paint without moving anything (footer, side box, menus' lists, toasts, dialogs, the
 * progress bar). It mounts in the background (useDeferredMount). Views that hold their space while loading
 * render their own placeholder instead.
 */
export function lazyView<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Chunk = lazy(async () => ({ default: await load() }));
  return function LazyView(props: Props) {
    const mounted = useDeferredMount();
    return <Suspense fallback={null}>{mounted && <Chunk {...(props as Props & JSX.IntrinsicAttributes)} />}</Suspense>;
  };
}
