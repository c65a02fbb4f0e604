import { lazy, Suspense, useEffect, type ComponentType, type JSX, type ReactNode } from 'react';
import { useDeferredMount } from './use-deferred-mount';

/**
 * A view whose code loads when it first renders, showing its placeholder until it has (nothing, for the pieces
 * that can follow the first paint without moving anything: footer, side box, menus' lists, toasts, dialogs, the
 * progress bar; a box of the view's size for those that hold their space). It mounts in the background
 * (useDeferredMount), so a blocking update never renders it in one long task.
 */
export function lazyView<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  placeholder: (props: Props) => ReactNode = () => null,
): ComponentType<Props> {
  let loading: Promise<ComponentType<Props>> | undefined;
  const loadOnce = () => (loading ??= load());
  const Chunk = lazy(async () => ({ default: await loadOnce() }));
  return function LazyView(props: Props) {
    const mounted = useDeferredMount();
    // Its code loads while it waits its turn to mount, beside the other waiting views' code.
    useEffect(() => void loadOnce().catch(() => undefined), []);
    const waiting = placeholder(props);
    return (
      <Suspense fallback={waiting}>
        {mounted ? <Chunk {...(props as Props & JSX.IntrinsicAttributes)} /> : waiting}
      </Suspense>
    );
  };
}
