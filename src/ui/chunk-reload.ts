/** Spec 4: a code chunk that fails to load (usually a new deployment) reloads the page, once. */
const RELOADED_AT_KEY = 'chunkReloadAt';
/** A second failure this soon after a reload means reloading does not help: show the error instead. */
const RELOAD_GUARD_MS = 10_000;

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

/** Records the reload and answers true unless the page was reloaded for this reason moments ago. */
export function claimChunkReload(storage: Pick<Storage, 'getItem' | 'setItem'>, now: number): boolean {
  const last = Number(storage.getItem(RELOADED_AT_KEY) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(RELOADED_AT_KEY, String(now));
  return true;
}

/** Reloads on Vite's preload error; returns the listener's remover. */
export function reloadOnChunkError(target: Window = window): () => void {
  const onPreloadError = (event: Event) => {
    if (!claimChunkReload(target.sessionStorage, Date.now())) return;
    event.preventDefault();
    target.location.reload();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
