import * as z from 'zod';
import type { Snapshot } from 'xstate';
import { bookingMachine } from '../../../../machines/booking.machine';

/**
 * The wizard's persisted snapshot in sessionStorage: one per tab, so a reload resumes the booking and a
 * new tab starts its own. What comes back is checked: a damaged or foreign value starts a fresh wizard.
 */
export const WIZARD_STORAGE_KEY = 'booking-wizard';

const STATE_NAMES = Object.keys(bookingMachine.root.states) as [string, ...string[]];
const quoteSchema = z.object({ flightNo: z.string(), flightDate: z.string(), bookingClass: z.string(), quotedAdultFare: z.number() }).loose();
const persistedSchema = z
  .object({
    status: z.literal('active'),
    value: z.enum(STATE_NAMES),
    context: z
      .object({
        market: z.enum(['domestic', 'international', 'points']),
        fareChanges: z.array(z.object({ flightNo: z.string(), quotedAdultFare: z.number(), currentAdultFare: z.number() }).loose()),
        search: z.object({ tripType: z.enum(['oneWay', 'roundTrip']), origin: z.string(), destination: z.string() }).loose().optional(),
        outbound: quoteSchema.optional(),
        inbound: quoteSchema.optional(),
        selectedAt: z.number().optional(),
        order: z.object({ orderNo: z.string(), holdUntil: z.string() }).loose().optional(),
      })
      .loose(),
  })
  .loose();

export function readWizardSnapshot(storage: Pick<Storage, 'getItem'>): Snapshot<unknown> | undefined {
  try {
    const raw = storage.getItem(WIZARD_STORAGE_KEY);
    if (!raw) return undefined;
    const parsed = persistedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? (parsed.data as unknown as Snapshot<unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function writeWizardSnapshot(storage: Pick<Storage, 'setItem' | 'removeItem'>, snapshot: unknown): void {
  try {
    if ((snapshot as { status?: string }).status === 'active') storage.setItem(WIZARD_STORAGE_KEY, JSON.stringify(snapshot));
    else storage.removeItem(WIZARD_STORAGE_KEY);
  } catch {
    // A full or blocked storage only costs the resume after a reload.
  }
}
