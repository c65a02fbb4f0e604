import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { bookingMachine } from '../../../../machines/booking.machine';
import { readWizardSnapshot, WIZARD_STORAGE_KEY, writeWizardSnapshot } from './wizard-storage';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key), items };
}

const search = { tripType: 'oneWay' as const, origin: 'SJW', destination: 'SHA', departureDate: '2026-12-01', adults: 1, children: 0, infants: 0 };

describe('the saved wizard', () => {
  it('comes back as it was saved, and a restored actor stands at the same step', () => {
    const actor = createActor(bookingMachine).start();
    actor.send({ type: 'trip.start', search, market: 'domestic', at: 1 });
    actor.send({ type: 'fare.choose', leg: 'outbound', fare: { flightNo: 'NS3105', flightDate: '2026-12-01', bookingClass: 'Y', quotedAdultFare: 1000 }, at: 2 });
    const storage = memoryStorage();
    writeWizardSnapshot(storage, actor.getPersistedSnapshot());
    const restored = createActor(bookingMachine, { snapshot: readWizardSnapshot(storage) }).start();
    expect(restored.getSnapshot().value).toBe('enteringPassengers');
    expect(restored.getSnapshot().context.outbound?.flightNo).toBe('NS3105');
  });

  it('starts fresh from damaged JSON, an unknown step or a foreign shape', () => {
    for (const raw of ['{not json', JSON.stringify({ status: 'active', value: 'flying', context: { market: 'domestic', fareChanges: [] } }), JSON.stringify({ status: 'active', value: 'confirming', context: { market: 'moon' } })]) {
      expect(readWizardSnapshot(memoryStorage({ [WIZARD_STORAGE_KEY]: raw }))).toBeUndefined();
    }
  });

  it('a finished wizard is forgotten', () => {
    const storage = memoryStorage({ [WIZARD_STORAGE_KEY]: '{}' });
    writeWizardSnapshot(storage, { status: 'done' });
    expect(storage.items.has(WIZARD_STORAGE_KEY)).toBe(false);
  });
});
