/** Spec 4 and 9: a toast shows 4000 ms, pauses while hovered, resumes on leave, then fades and is removed. */
export const TOAST_DURATION_MS = 4000;
export const TOAST_FADE_MS = 300;

export type ToastKind = 'success' | 'warning' | 'info' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  leaving: boolean;
}

interface ToastTimer {
  remaining: number;
  startedAt: number;
  handle?: ReturnType<typeof setTimeout>;
}

export interface ToastStore {
  show(kind: ToastKind, message: string): number;
  pause(id: number): void;
  resume(id: number): void;
  dismiss(id: number): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly Toast[];
}

export function createToastStore(durationMs = TOAST_DURATION_MS, fadeMs = TOAST_FADE_MS): ToastStore {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  const timers = new Map<number, ToastTimer>();
  const listeners = new Set<() => void>();

  const publish = (next: readonly Toast[]) => {
    toasts = next;
    listeners.forEach((listener) => listener());
  };
  const startTimer = (id: number, timer: ToastTimer) => {
    timer.startedAt = Date.now();
    timer.handle = setTimeout(() => dismiss(id), timer.remaining);
  };
  const dismiss = (id: number) => {
    const timer = timers.get(id);
    if (!timer) return;
    clearTimeout(timer.handle);
    timers.delete(id);
    publish(toasts.map((toast) => (toast.id === id ? { ...toast, leaving: true } : toast)));
    setTimeout(() => publish(toasts.filter((toast) => toast.id !== id)), fadeMs);
  };

  return {
    show(kind, message) {
      const id = nextId++;
      const timer: ToastTimer = { remaining: durationMs, startedAt: 0 };
      timers.set(id, timer);
      publish([...toasts, { id, kind, message, leaving: false }]);
      startTimer(id, timer);
      return id;
    },
    pause(id) {
      const timer = timers.get(id);
      if (!timer?.handle) return;
      clearTimeout(timer.handle);
      timer.handle = undefined;
      timer.remaining = Math.max(0, timer.remaining - (Date.now() - timer.startedAt));
    },
    resume(id) {
      const timer = timers.get(id);
      if (timer && !timer.handle) startTimer(id, timer);
    },
    dismiss,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
  };
}
