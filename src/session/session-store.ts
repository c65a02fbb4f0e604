import type { SessionUser } from '../../contract/calls/accounts';
import {
  clearSessionStorage,
  readSessionUser,
  SESSION_CHANGE_EVENT,
  SESSION_USER_KEY,
  writeSessionUser,
} from './session-storage';

/** The session as routes (router context) and views (useSession) see it: a store over session storage. */
export interface SessionStore {
  getUser(): SessionUser | null;
  /** Spec 4: logged in means the stored info has a userid. */
  isLoggedIn(): boolean;
  save(user: SessionUser): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

export function createSessionStore(
  storage: Storage,
  events: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): SessionStore {
  // Snapshots must be stable between changes for useSyncExternalStore: re-parse only when the raw text changes.
  let lastRaw: string | null | undefined;
  let lastUser: SessionUser | null = null;
  const getUser = () => {
    const raw = storage.getItem(SESSION_USER_KEY);
    if (raw !== lastRaw) {
      lastRaw = raw;
      lastUser = readSessionUser(storage);
    }
    return lastUser;
  };
  return {
    getUser,
    isLoggedIn: () => Boolean(getUser()?.userid),
    save: (user) => writeSessionUser(storage, user),
    clear: () => clearSessionStorage(storage),
    subscribe(listener) {
      events.addEventListener(SESSION_CHANGE_EVENT, listener);
      return () => events.removeEventListener(SESSION_CHANGE_EVENT, listener);
    },
  };
}
