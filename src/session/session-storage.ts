import type { SessionUser } from '../../contract/calls/accounts';
import { toSessionUser } from './session-user-shape';

/** Spec 3: the session user info lives in session storage; the device code (key UUID) belongs to the request client. */
export const SESSION_USER_KEY = 'userInfo';
export const DEVICE_CODE_KEY = 'UUID';
/** The SMS resend countdown (spec 4 logout removes it). */
export const RESEND_INFO_KEY = 'resendInfo';
/** Fired on window whenever the stored session changes, so every view of it refreshes. */
export const SESSION_CHANGE_EVENT = 'session-change';

export function readSessionUser(storage: Storage): SessionUser | null {
  const raw = storage.getItem(SESSION_USER_KEY);
  if (!raw) return null;
  try {
    return toSessionUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function writeSessionUser(storage: Storage, user: SessionUser): void {
  storage.setItem(SESSION_USER_KEY, JSON.stringify(user));
  announceSessionChange();
}

/** Clears the session storage (the device code stays: it identifies the browser, not the member). */
export function clearSessionStorage(storage: Storage): void {
  const deviceCode = storage.getItem(DEVICE_CODE_KEY);
  storage.clear();
  if (deviceCode !== null) storage.setItem(DEVICE_CODE_KEY, deviceCode);
  announceSessionChange();
}

export function removeResendInfo(storage: Storage): void {
  storage.removeItem(RESEND_INFO_KEY);
}

function announceSessionChange(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
}
