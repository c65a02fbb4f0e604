import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toast-store';

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a toast for 4000 ms, then fades it and removes it', () => {
    const store = createToastStore();
    store.show('success', 'saved');
    vi.advanceTimersByTime(3999);
    expect(store.getSnapshot()).toMatchObject([{ kind: 'success', message: 'saved', leaving: false }]);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toMatchObject([{ leaving: true }]);
    vi.advanceTimersByTime(300);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('holds a hovered toast and counts only the time left after the pointer leaves', () => {
    const store = createToastStore();
    const id = store.show('warning', 'careful');
    vi.advanceTimersByTime(3000);
    store.pause(id);
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()[0]?.leaving).toBe(false);
    store.resume(id);
    vi.advanceTimersByTime(999);
    expect(store.getSnapshot()[0]?.leaving).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()[0]?.leaving).toBe(true);
  });

  it('tells subscribers about every change and dismisses early on request', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const first = store.show('info', 'a');
    store.show('error', 'b');
    store.dismiss(first);
    vi.advanceTimersByTime(300);
    expect(store.getSnapshot().map((toast) => toast.message)).toEqual(['b']);
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('ignores a pause or resume for a toast that is gone', () => {
    const store = createToastStore();
    const id = store.show('info', 'x');
    store.dismiss(id);
    store.pause(id);
    store.resume(id);
    vi.advanceTimersByTime(5000);
    expect(store.getSnapshot()).toEqual([]);
  });
});
