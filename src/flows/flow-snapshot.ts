import { createActor, type AnyStateMachine, type Snapshot } from 'xstate';

/**
 * A flow's snapshot as kept in sessionStorage: one per tab, so a reload resumes the flow where it stood and a
 * new tab starts its own. It is saved with the flow's snapshot version; a snapshot of another version (the
 * chart or its context changed since it was saved), damaged JSON, an unknown state or a context the flow
 * does not accept is discarded, and the flow starts afresh.
 */
export type RestoredFlow = { kind: 'none' } | { kind: 'restored'; snapshot: Snapshot<unknown> } | { kind: 'discarded' };

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface SavedFlow {
  version: number;
  snapshot: { status: string };
}

function isSavedFlow(value: unknown): value is SavedFlow {
  const saved = value as Partial<SavedFlow> | null;
  return typeof saved?.version === 'number' && typeof saved.snapshot === 'object' && saved.snapshot !== null;
}

export interface FlowSnapshotRules {
  machine: AnyStateMachine;
  storageKey: string;
  snapshotVersion: number;
  /** Checks what the chart cannot: that the saved context has the shape this version of the flow reads. */
  isRestorable?: (snapshot: { value: unknown; context: unknown }) => boolean;
}

export function readFlowSnapshot(storage: Storage, rules: FlowSnapshotRules): RestoredFlow {
  let raw: string | null;
  try {
    raw = storage.getItem(rules.storageKey);
  } catch {
    return { kind: 'none' };
  }
  if (raw === null) return { kind: 'none' };
  try {
    const saved: unknown = JSON.parse(raw);
    if (!isSavedFlow(saved) || saved.version !== rules.snapshotVersion || saved.snapshot.status !== 'active')
      return { kind: 'discarded' };
    // A trial actor (never started) resolves the saved states against the chart: an unknown one leaves it in error.
    const trial = createActor(rules.machine, { snapshot: saved.snapshot as Snapshot<unknown> }).getSnapshot() as {
      status: string;
      value: unknown;
      context: unknown;
    };
    if (trial.status !== 'active' || (rules.isRestorable && !rules.isRestorable(trial))) return { kind: 'discarded' };
    return { kind: 'restored', snapshot: saved.snapshot as Snapshot<unknown> };
  } catch {
    return { kind: 'discarded' };
  }
}

/** Saves an active flow's snapshot; a finished or failed flow is forgotten, so the next visit starts afresh. */
export function writeFlowSnapshot(
  storage: Storage,
  rules: Pick<FlowSnapshotRules, 'storageKey' | 'snapshotVersion'>,
  snapshot: { status: string },
): void {
  try {
    if (snapshot.status === 'active')
      storage.setItem(
        rules.storageKey,
        JSON.stringify({ version: rules.snapshotVersion, snapshot } satisfies SavedFlow),
      );
    else storage.removeItem(rules.storageKey);
  } catch {
    // A full or blocked storage only costs the resume after a reload; the flow itself goes on.
  }
}

/** Drops a flow's saved snapshot (one saved before the flow stopped being remembered included). */
export function forgetFlowSnapshot(storage: Storage, storageKey: string): void {
  try {
    storage.removeItem(storageKey);
  } catch {
    // Blocked storage holds nothing to forget.
  }
}
