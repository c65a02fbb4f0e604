import type { FlightSearchEvent, FlightSearchInput } from './flight-search.machine';

/** How the /flows viewer drives this chart: a sample day, airports and one event of each kind with a payload. */
export const flightSearchSimulation = {
  input: {
    today: '2026-03-10',
    domesticCodes: ['SJW', 'CAN'],
    knownCodes: ['SJW', 'CAN', 'BKK'],
  } satisfies FlightSearchInput,
  events: [
    { type: 'trip.type', tripType: 'roundTrip' },
    { type: 'trip.region', region: 'international' },
    { type: 'origin.select', code: 'SJW' },
    { type: 'destination.select', code: 'BKK' },
    { type: 'route.swap' },
    { type: 'datePicker.open', target: 'start' },
    { type: 'datePicker.open', target: 'end' },
    { type: 'datePicker.close' },
    { type: 'date.choose', date: '2026-03-15' },
    { type: 'passengers.set', kind: 'adults', count: 2 },
    { type: 'search.submit' },
  ] satisfies FlightSearchEvent[],
};
