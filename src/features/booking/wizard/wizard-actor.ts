import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { bookingMachine } from '../../../../machines/booking.machine';
import type { PlacedOrder, PlaceOrderInput } from '../../../../machines/booking-trip';
import { liveInspect } from '../../../ui/live-inspect';
import { placeOrder } from './place-order';
import { readWizardSnapshot, writeWizardSnapshot } from './wizard-storage';

/**
 * The tab's one booking wizard: created at first need, resumed from sessionStorage after a reload, and
 * saved there on every change. A finished wizard (paid) makes way for a fresh one.
 */
export const wizardMachine = bookingMachine.provide({
  actors: { placeOrder: fromPromise<PlacedOrder, PlaceOrderInput>(({ input, signal }) => placeOrder(input, signal)) },
});
export type WizardActor = ActorRefFrom<typeof wizardMachine>;

let current: WizardActor | undefined;

export function startWizard(storage: Storage, machine: typeof wizardMachine = wizardMachine): WizardActor {
  const saved = readWizardSnapshot(storage);
  let actor: WizardActor;
  try {
    actor = createActor(machine, { snapshot: saved, inspect: liveInspect }).start();
  } catch {
    actor = createActor(machine, { inspect: liveInspect }).start();
  }
  actor.subscribe(() => writeWizardSnapshot(storage, actor.getPersistedSnapshot()));
  writeWizardSnapshot(storage, actor.getPersistedSnapshot());
  return actor;
}

export function wizardActor(): WizardActor {
  if (!current || current.getSnapshot().status !== 'active') current = startWizard(window.sessionStorage);
  return current;
}
