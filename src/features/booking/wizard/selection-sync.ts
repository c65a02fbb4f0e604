import type { BookingContext, BookingEvent } from '../../../../machines/booking.machine';
import type { BookingMarket, FareQuote } from '../../../../machines/booking-trip';
import { chosenLegs, isSameSelection, searchOf, type BookingSelectionParams } from './booking-selection';

/** States two steps past the passengers (confirm, then an outcome of the order): the browser's back leads here. */
const AFTER_CONFIRMING = ['fareChanged', 'soldOut', 'orderFailed'];

/**
 * What the passenger page tells the wizard so that it holds the page's selection and stands at
 * enteringPassengers: a new selection starts a trip and chooses its fares; the same one finishes the legs
 * still being chosen, or steps back from a later step. A reload sends nothing: the wizard is already there.
 */
export function selectionSyncEvents(
  state: { value: string; context: BookingContext },
  market: BookingMarket,
  selection: BookingSelectionParams,
  quotes: readonly FareQuote[],
  now: number,
): BookingEvent[] {
  const legs = chosenLegs(selection);
  if (quotes.length !== legs.length) return [];
  const choose = (index: number): BookingEvent => ({
    type: 'fare.choose',
    leg: legs[index]!.leg,
    fare: quotes[index]!,
    at: now,
  });
  const chooseAll = legs.map((_, index) => choose(index));
  if (!isSameSelection(state.context, market, selection)) {
    return [{ type: 'trip.start', search: searchOf(selection), market, at: now }, ...chooseAll];
  }
  if (state.value === 'choosingOutbound') return chooseAll;
  if (state.value === 'choosingReturn') return [choose(1)];
  if (AFTER_CONFIRMING.includes(state.value)) return [{ type: 'step.back' }, { type: 'step.back' }];
  if (state.value === 'confirming') return [{ type: 'step.back' }];
  return [];
}
