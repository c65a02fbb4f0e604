import type { Snapshot } from 'xstate';

/** The chart's snapshot lives in sessionStorage, so a reload (or a login round trip) lands on the same step. */
const STORAGE_KEY = 'checkIn.flow';

export function loadCheckInSnapshot(storage: Storage = window.sessionStorage): Snapshot<unknown> | undefined {
  try {
    const stored = storage.getItem(STORAGE_KEY);
    return stored ? (JSON.parse(stored) as Snapshot<unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function saveCheckInSnapshot(snapshot: unknown, storage: Storage = window.sessionStorage): void {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(snapshot));
  } catch {
    // A full or disabled storage only costs the reload its step; the check-in itself goes on.
  }
}

export function clearCheckInSnapshot(storage: Storage = window.sessionStorage): void {
  storage.removeItem(STORAGE_KEY);
}
