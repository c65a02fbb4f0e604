import { DEFAULT_LOCALE, type Locale } from '../../contract/locales';

/**
 * What the request client needs from the app, injected once at start (src/install-api-client.ts) so the
 * client holds no React, router or storage of its own and tests can run it against any server.
 */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface SliderRequest {
  /** The slider page's absolute address. */
  url: string;
  /** Every message the page's window receives while the slider is open; the risk flow decides what to trust. */
  onMessage(message: { origin: string; data: unknown }): void;
  /** The user closed the slider. */
  onClose(): void;
}

export type NoticeKind = 'success' | 'warning' | 'info' | 'error';

export interface ApiEffects {
  fetch: typeof fetch;
  /** Prefix of every call path: '' in the browser (same origin), a server address in Node tests. */
  baseUrl: string;
  siteOrigin(): string;
  sessionStorage: KeyValueStore;
  localStorage: KeyValueStore;
  locale(): Locale;
  /** The stored session user info (spec 3): userid and jwtToken travel in headers. */
  readSession(): { userid?: string; jwtToken?: string } | null;
  clearSession(): void;
  /** Go to the login page (spec 4: session ended; spec 8: HTTP 401). */
  goToLogin(): void;
  notify(kind: NoticeKind, message: string): void;
  translate(key: string): string;
  /** Opens the slider modal; the returned function closes it. */
  openSlider(request: SliderRequest): () => void;
}

export function memoryStore(): KeyValueStore {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** Before the app installs its effects: plain fetch on the same origin, storage in memory, no UI. */
function standaloneEffects(): ApiEffects {
  return {
    fetch: (...args) => globalThis.fetch(...args),
    baseUrl: '',
    siteOrigin: () => globalThis.location?.origin ?? 'http://localhost',
    sessionStorage: memoryStore(),
    localStorage: memoryStore(),
    locale: () => DEFAULT_LOCALE,
    readSession: () => null,
    clearSession: () => {},
    goToLogin: () => {},
    notify: () => {},
    translate: (key) => key,
    // Without a modal there is no way to verify: the flow fails with 'verification failed'.
    openSlider: (request) => {
      queueMicrotask(request.onClose);
      return () => {};
    },
  };
}

let current: ApiEffects = standaloneEffects();

export function configureApiClient(effects: Partial<ApiEffects>): void {
  current = { ...current, ...effects };
}

export function apiEffects(): ApiEffects {
  return current;
}
