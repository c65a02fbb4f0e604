import type { SliderRequest } from '../../api/api-effects';

/** The sliders asked for, oldest first; the modal shows the first (two calls may need one at the same time). */
export interface SliderStore {
  open(request: SliderRequest): () => void;
  getSnapshot(): readonly SliderRequest[];
  subscribe(listener: () => void): () => void;
}

export function createSliderStore(): SliderStore {
  let requests: readonly SliderRequest[] = [];
  const listeners = new Set<() => void>();
  const publish = (next: readonly SliderRequest[]) => {
    requests = next;
    listeners.forEach((listener) => listener());
  };
  return {
    open(request) {
      publish([...requests, request]);
      return () => publish(requests.filter((open) => open !== request));
    },
    getSnapshot: () => requests,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
