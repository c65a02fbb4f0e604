import { describe, expect, it } from 'vitest';
import type { BookingContext } from '../../../../machines/booking.machine';
import type { FareQuote } from '../../../../machines/booking-trip';
import { parseBookingSelection } from '../search/first-load/search-params';
import { searchOf, type BookingSelectionParams } from './booking-selection';
import { selectionSyncEvents } from './selection-sync';

const selection = parseBookingSelection({
  tripType: 'roundTrip',
  origin: 'SJW',
  destination: 'CAN',
  departureDate: '2026-12-01',
  returnDate: '2026-12-04',
  adults: '1',
  children: '1',
  infants: '1',
  outboundFlight: 'NS3101',
  outboundClass: 'Y',
  returnFlight: 'NS3102',
  returnClass: 'B',
}) as BookingSelectionParams;
const outbound: FareQuote = { flightNo: 'NS3101', flightDate: '2026-12-01', bookingClass: 'Y', quotedAdultFare: 1700 };
const inbound: FareQuote = { flightNo: 'NS3102', flightDate: '2026-12-04', bookingClass: 'B', quotedAdultFare: 1300 };
const held: BookingContext = { search: searchOf(selection), market: 'domestic', outbound, inbound, fareChanges: [] };
const sync = (value: string, context: BookingContext, quotes: FareQuote[] = [outbound, inbound]) =>
  selectionSyncEvents({ value, context }, 'domestic', selection, quotes, 5);

describe('parsing the selection', () => {
  it('keeps a whole round trip and drops one without its return fare', () => {
    expect(selection.returnFlight).toBe('NS3102');
    expect(parseBookingSelection({ ...selection, returnFlight: undefined })).toEqual({});
    expect(parseBookingSelection({ ...selection, destination: 'SJW' })).toEqual({});
  });
});

describe('bringing the wizard to the passenger page', () => {
  it('a new selection starts a trip and chooses both fares', () => {
    expect(sync('choosingOutbound', { market: 'domestic', fareChanges: [] }).map((event) => event.type)).toEqual([
      'trip.start',
      'fare.choose',
      'fare.choose',
    ]);
  });

  it('waits until every leg is quoted', () => {
    expect(sync('choosingOutbound', { market: 'domestic', fareChanges: [] }, [outbound])).toEqual([]);
  });

  it('a reload at the passenger step sends nothing', () => {
    expect(sync('enteringPassengers', held)).toEqual([]);
  });

  it('the same selection finishes the return leg, or steps back from the confirm step and its outcomes', () => {
    expect(sync('choosingReturn', held)).toEqual([{ type: 'fare.choose', leg: 'return', fare: inbound, at: 5 }]);
    expect(sync('confirming', held)).toEqual([{ type: 'step.back' }]);
    expect(sync('fareChanged', held)).toEqual([{ type: 'step.back' }, { type: 'step.back' }]);
  });

  it('another market or another fare is a new trip', () => {
    expect(sync('enteringPassengers', { ...held, market: 'points' })[0]?.type).toBe('trip.start');
    expect(sync('enteringPassengers', { ...held, inbound: { ...inbound, bookingClass: 'Y' } })[0]?.type).toBe(
      'trip.start',
    );
  });
});
