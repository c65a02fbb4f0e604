import { describe, expect, it } from 'vitest';
import { assign, createActor, createMachine } from 'xstate';
import { readFlowSnapshot, writeFlowSnapshot, type FlowSnapshotRules } from './flow-snapshot';

const tripMachine = createMachine({
  id: 'trip',
  initial: 'choosing',
  context: { seats: 0 },
  states: {
    choosing: { on: { next: { target: 'paying', actions: assign({ seats: 2 }) } } },
    paying: { on: { next: 'done' } },
    done: { type: 'final' },
  },
});

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

const rules: FlowSnapshotRules = {
  machine: tripMachine,
  storageKey: 'trip',
  snapshotVersion: 2,
  isRestorable: (snapshot) => typeof (snapshot.context as { seats?: unknown }).seats === 'number',
};

describe('a saved flow', () => {
  it('comes back as it was saved, and an actor restored from it stands at the same step', () => {
    const actor = createActor(tripMachine).start();
    actor.send({ type: 'next' });
    const storage = memoryStorage();
    writeFlowSnapshot(storage, rules, actor.getPersistedSnapshot() as { status: string });
    const restored = readFlowSnapshot(storage, rules);
    expect(restored.kind).toBe('restored');
    const again = createActor(tripMachine, {
      snapshot: restored.kind === 'restored' ? restored.snapshot : undefined,
    }).start();
    expect(again.getSnapshot().value).toBe('paying');
    expect(again.getSnapshot().context.seats).toBe(2);
  });

  it('is nothing to restore when none was saved or the storage cannot be read', () => {
    expect(readFlowSnapshot(memoryStorage(), rules)).toEqual({ kind: 'none' });
    const blocked = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readFlowSnapshot(blocked, rules)).toEqual({ kind: 'none' });
  });

  it('is discarded when it is damaged, of another version, at an unknown state or with a context the flow refuses', () => {
    const saved = (snapshot: unknown, version = 2) => JSON.stringify({ version, snapshot });
    const paying = createActor(tripMachine).start();
    paying.send({ type: 'next' });
    const good = paying.getPersistedSnapshot() as unknown as { status: string; context: object };
    for (const raw of [
      '{not json',
      JSON.stringify(good), // an unversioned snapshot, as saved before flows had versions
      saved(good, 1),
      saved({ ...good, value: 'flying' }),
      saved({ ...good, context: { seats: 'two' } }),
      saved({ ...good, status: 'done' }),
      saved(null),
    ]) {
      expect(readFlowSnapshot(memoryStorage({ trip: raw }), rules), raw).toEqual({ kind: 'discarded' });
    }
  });

  it('is forgotten once the flow has finished, and a full storage does not stop the flow', () => {
    const storage = memoryStorage({ trip: 'x' });
    writeFlowSnapshot(storage, rules, { status: 'done' });
    expect(storage.items.has('trip')).toBe(false);
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writeFlowSnapshot(full, rules, { status: 'active' })).not.toThrow();
  });
});
