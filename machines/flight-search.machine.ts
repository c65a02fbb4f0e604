import { assertEvent, assign, setup } from 'xstate';
import { addDays, HUB_AIRPORT, type PassengerKind, type TripType } from '../contract/first-load/flight-search-rules';
import {
  flightSearchProblems,
  isAllowedPassengerCount,
  isBookableDate,
  isBookableReturnDate,
  lastBookableDate,
  type FlightSearchDraft,
  type FlightSearchProblem,
} from '../contract/first-load/flight-search-draft';

/**
 * The home search box (spec 3 UI state: datePicker, startDate, endDate; spec 4: choosing a date closes the
 * date picker and sets the start date). The date picker is one region, whether the form's problems are shown
 * is another: problems stay quiet until the first submit, then follow every change.
 */
export type SearchRegion = 'domestic' | 'international';
export type DatePickerTarget = 'start' | 'end';

export interface FlightSearchInput {
  today: string;
  /** Codes of the airports that count as domestic (from system/init). */
  domesticCodes: readonly string[];
  /** Every airport code the picker may offer. */
  knownCodes: readonly string[];
}

export interface FlightSearchContext extends FlightSearchInput {
  tripType: TripType;
  region: SearchRegion;
  origin?: string;
  destination?: string;
  startDate: string;
  endDate?: string;
  adults: number;
  children: number;
  infants: number;
}

export type FlightSearchEvent =
  | { type: 'trip.type'; tripType: TripType }
  | { type: 'trip.region'; region: SearchRegion }
  | { type: 'origin.select'; code: string }
  | { type: 'destination.select'; code: string }
  | { type: 'route.swap' }
  | { type: 'datePicker.open'; target: DatePickerTarget }
  | { type: 'datePicker.close' }
  | { type: 'date.choose'; date: string }
  | { type: 'passengers.set'; kind: PassengerKind; count: number }
  | { type: 'search.submit' };

const RETURN_DEFAULT_STAY_DAYS = 3;

export function draftOf(context: FlightSearchContext): FlightSearchDraft {
  const { tripType, origin, destination, adults, children, infants } = context;
  return {
    tripType,
    origin,
    destination,
    adults,
    children,
    infants,
    departureDate: context.startDate,
    returnDate: context.endDate,
  };
}

/** The contract's rules plus the region's: an international search needs an international city. */
export function problemsOf(context: FlightSearchContext): FlightSearchProblem[] {
  const problems = flightSearchProblems(draftOf(context), context.today);
  const isDomestic = (code?: string) => code === undefined || context.domesticCodes.includes(code);
  const hasDestinationProblem = problems.some((problem) => problem.field === 'destination');
  if (
    context.region === 'international' &&
    isDomestic(context.origin) &&
    isDomestic(context.destination) &&
    !hasDestinationProblem
  ) {
    if (context.origin && context.destination)
      problems.push({ field: 'destination', message: 'home.search.errors.needsInternationalCity' });
  }
  return problems;
}

function isOfferedCity(context: FlightSearchContext, code: string): boolean {
  if (!context.knownCodes.includes(code)) return false;
  return context.region === 'international' || context.domesticCodes.includes(code);
}

function defaultReturnDate(context: FlightSearchContext, startDate: string): string {
  const stay = addDays(startDate, RETURN_DEFAULT_STAY_DAYS);
  const last = lastBookableDate(context.today);
  return stay > last ? last : stay;
}

export const flightSearchMachine = setup({
  types: {
    context: {} as FlightSearchContext,
    events: {} as FlightSearchEvent,
    input: {} as FlightSearchInput,
  },
  guards: {
    isSearchValid: ({ context }) => problemsOf(context).length === 0,
    isOfferedCity: ({ context, event }) => {
      assertEvent(event, ['origin.select', 'destination.select']);
      return isOfferedCity(context, event.code);
    },
    isOpeningReturn: ({ event }) => event.type === 'datePicker.open' && event.target === 'end',
    isBookableStartDate: ({ context, event }) => {
      assertEvent(event, 'date.choose');
      return isBookableDate(event.date, context.today);
    },
    isBookableEndDate: ({ context, event }) => {
      assertEvent(event, 'date.choose');
      return isBookableReturnDate(event.date, context.startDate, context.today);
    },
    isAllowedPassengerCount: ({ context, event }) => {
      assertEvent(event, 'passengers.set');
      return isAllowedPassengerCount(context, event.kind, event.count);
    },
  },
  actions: {
    setTripType: assign(({ context, event }) => {
      assertEvent(event, 'trip.type');
      const needsReturn = event.tripType === 'roundTrip' && (!context.endDate || context.endDate < context.startDate);
      return {
        tripType: event.tripType,
        endDate: needsReturn ? defaultReturnDate(context, context.startDate) : context.endDate,
      };
    }),
    setRegion: assign(({ context, event }) => {
      assertEvent(event, 'trip.region');
      const keep = (code?: string) =>
        event.region === 'international' || (code && context.domesticCodes.includes(code)) ? code : undefined;
      return { region: event.region, origin: keep(context.origin), destination: keep(context.destination) };
    }),
    setOrigin: assign({ origin: ({ event }) => (event.type === 'origin.select' ? event.code : undefined) }),
    setDestination: assign({
      destination: ({ event }) => (event.type === 'destination.select' ? event.code : undefined),
    }),
    swapCities: assign(({ context }) => ({ origin: context.destination, destination: context.origin })),
    setStartDate: assign(({ context, event }) => {
      assertEvent(event, 'date.choose');
      const endDate = context.endDate && context.endDate < event.date ? event.date : context.endDate;
      return { startDate: event.date, endDate };
    }),
    setEndDate: assign({ endDate: ({ event }) => (event.type === 'date.choose' ? event.date : undefined) }),
    setPassengerCount: assign(({ event }) => {
      assertEvent(event, 'passengers.set');
      return { [event.kind]: event.count };
    }),
    // Filled in at the React boundary: navigate to the results page, focus the first invalid field.
    startSearch: () => {},
    reportProblems: () => {},
  },
}).createMachine({
  id: 'flightSearch',
  type: 'parallel',
  context: ({ input }) => ({
    ...input,
    // Most trips start at the hub; a network without it (a test's, say) starts with no city.
    origin: input.domesticCodes.includes(HUB_AIRPORT) ? HUB_AIRPORT : undefined,
    tripType: 'oneWay',
    region: 'domestic',
    startDate: input.today,
    adults: 1,
    children: 0,
    infants: 0,
  }),
  on: {
    'trip.type': { actions: 'setTripType' },
    'trip.region': { actions: 'setRegion' },
    'origin.select': { guard: 'isOfferedCity', actions: 'setOrigin' },
    'destination.select': { guard: 'isOfferedCity', actions: 'setDestination' },
    'route.swap': { actions: 'swapCities' },
    'passengers.set': { guard: 'isAllowedPassengerCount', actions: 'setPassengerCount' },
  },
  states: {
    datePicker: {
      initial: 'closed',
      on: {
        'datePicker.open': [{ guard: 'isOpeningReturn', target: '.choosingEnd' }, { target: '.choosingStart' }],
      },
      states: {
        closed: {},
        choosingStart: {
          on: {
            'date.choose': { guard: 'isBookableStartDate', target: 'closed', actions: 'setStartDate' },
            'datePicker.close': 'closed',
          },
        },
        choosingEnd: {
          on: {
            'date.choose': { guard: 'isBookableEndDate', target: 'closed', actions: 'setEndDate' },
            'datePicker.close': 'closed',
          },
        },
      },
    },
    problems: {
      initial: 'quiet',
      on: {
        'search.submit': [
          { guard: 'isSearchValid', actions: 'startSearch' },
          { target: '.shown', actions: 'reportProblems' },
        ],
      },
      states: {
        quiet: {},
        shown: {},
      },
    },
  },
});
