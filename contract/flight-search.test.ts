import dayjs from 'dayjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, isCalendarDate, TRIP_TYPES } from './first-load/flight-search-rules';
import {
  flightSearchProblems,
  isAllowedPassengerCount,
  isBookableDate,
  isBookableReturnDate,
  passengerLimits,
  toFlightSearch,
  type FlightSearchDraft,
} from './first-load/flight-search-draft';
import { flightSearchSchema } from './flight-search';

const today = '2026-03-10';
const draft: FlightSearchDraft = {
  tripType: 'oneWay',
  origin: 'SJW',
  destination: 'CAN',
  departureDate: '2026-03-12',
  adults: 1,
  children: 0,
  infants: 0,
};
const messages = (changes: Partial<FlightSearchDraft>) =>
  flightSearchProblems({ ...draft, ...changes }, today).map((problem) => problem.message);

describe('flight search dates', () => {
  it('allows today up to 90 days ahead, not the past', () => {
    expect(isBookableDate('2026-03-10', today)).toBe(true);
    expect(isBookableDate('2026-03-09', today)).toBe(false);
    expect(isBookableDate('2026-06-08', today)).toBe(true);
    expect(isBookableDate('2026-06-09', today)).toBe(false);
  });

  it('allows a return on the departure day but not before it', () => {
    expect(isBookableReturnDate('2026-03-12', '2026-03-12', today)).toBe(true);
    expect(isBookableReturnDate('2026-03-11', '2026-03-12', today)).toBe(false);
  });

  it('names the date problems', () => {
    expect(messages({ departureDate: '2026-03-01' })).toEqual(['home.search.errors.departureInPast']);
    expect(messages({ departureDate: '2026-07-01' })).toEqual(['home.search.errors.beyondWindow']);
    expect(messages({ tripType: 'roundTrip' })).toEqual(['home.search.errors.returnRequired']);
    expect(messages({ tripType: 'roundTrip', returnDate: '2026-03-11' })).toEqual([
      'home.search.errors.returnBeforeDeparture',
    ]);
    expect(messages({ tripType: 'roundTrip', returnDate: '2026-03-20' })).toEqual([]);
  });
});

describe('calendar days without a date library', () => {
  // The oracle is dayjs, which these rules used before; years before 1900 are out of any booking's reach.
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  const dayText = fc
    .tuple(fc.integer({ min: 1900, max: 2200 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
    .map(([year, month, day]) => `${year}-${pad(month, 2)}-${pad(day, 2)}`);

  it('knows which days exist, as dayjs does', () => {
    expect(['2024-02-29', '2026-12-31'].map(isCalendarDate)).toEqual([true, true]);
    expect(['2026-02-29', '2026-02-30', '2026-13-01', '2026-1-01', '2026-01-01T00:00'].map(isCalendarDate)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    fc.assert(
      fc.property(dayText, (value) => {
        expect(isCalendarDate(value)).toBe(dayjs(value).format('YYYY-MM-DD') === value);
      }),
      { numRuns: 2000 },
    );
  });

  it('adds days across months, years and leap days, as dayjs does', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    fc.assert(
      fc.property(dayText.filter(isCalendarDate), fc.integer({ min: -400, max: 400 }), (date, days) => {
        expect(addDays(date, days)).toBe(dayjs(date).add(days, 'day').format('YYYY-MM-DD'));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('flight search cities', () => {
  it('needs both cities, and different ones', () => {
    expect(messages({ origin: undefined, destination: undefined })).toEqual([
      'home.search.errors.originRequired',
      'home.search.errors.destinationRequired',
    ]);
    expect(messages({ destination: 'SJW' })).toEqual(['home.search.errors.sameCity']);
  });
});

describe('passenger counts', () => {
  it('keeps adults 1–9, seats ≤ 9 and at most one infant per adult', () => {
    expect(passengerLimits({ adults: 2, children: 3, infants: 1 })).toEqual({
      adults: { min: 1, max: 6 },
      children: { min: 0, max: 7 },
      infants: { min: 0, max: 2 },
    });
    expect(isAllowedPassengerCount({ adults: 2, children: 0, infants: 2 }, 'adults', 1)).toBe(false);
    expect(isAllowedPassengerCount({ adults: 1, children: 0, infants: 0 }, 'adults', 0)).toBe(false);
    expect(messages({ adults: 2, infants: 3 })).toEqual(['home.search.errors.tooManyInfants']);
    expect(messages({ adults: 5, children: 5 })).toEqual(['home.search.errors.tooManyPassengers']);
  });

  it('never lets an allowed change break the rules', () => {
    const kinds = ['adults', 'children', 'infants'] as const;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 0, max: 8 }),
        fc.constantFrom(...kinds),
        fc.integer({ min: -1, max: 10 }),
        (adults, children, kind, value) => {
          fc.pre(adults + children <= 9);
          const counts = { adults, children, infants: Math.min(adults, 1) };
          if (!isAllowedPassengerCount(counts, kind, value)) return;
          expect(messages({ ...counts, [kind]: value })).toEqual([]);
        },
      ),
    );
  });
});

describe('search params', () => {
  it('gives the parsed search for a valid draft and none for an invalid one', () => {
    expect(toFlightSearch(draft, today)).toEqual({ ...draft, returnDate: undefined });
    expect(toFlightSearch({ ...draft, origin: undefined }, today)).toBeUndefined();
  });

  it('drops the return date of a one-way trip', () => {
    expect(toFlightSearch({ ...draft, returnDate: '2026-03-20' }, today)?.returnDate).toBeUndefined();
  });

  it('refuses a malformed draft as the schema does: a day that does not exist, a lower-case code, a fractional count', () => {
    for (const changes of [{ departureDate: '2026-02-30' }, { origin: 'sjw' }, { adults: 1.5 }]) {
      expect(toFlightSearch({ ...draft, ...changes }, today), JSON.stringify(changes)).toBeUndefined();
      expect(flightSearchSchema.safeParse({ ...draft, ...changes }).success, JSON.stringify(changes)).toBe(false);
    }
  });

  it('gives only searches the schema accepts unchanged (the plain rules and the schema agree)', () => {
    const code = fc.constantFrom('SJW', 'CAN', 'PEK', 'sjw', 'SJ', '');
    const day = fc.integer({ min: -3, max: 100 }).map((offset) => addDays(today, offset));
    fc.assert(
      fc.property(
        fc.constantFrom(...TRIP_TYPES),
        code,
        code,
        day,
        day,
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 10 }),
        (tripType, origin, destination, departureDate, returnDate, adults, children, infants) => {
          const search = toFlightSearch(
            { tripType, origin, destination, departureDate, returnDate, adults, children, infants },
            today,
          );
          if (search) expect(flightSearchSchema.parse(search)).toEqual(search);
        },
      ),
    );
  });

  it('refuses malformed params from the address bar', () => {
    expect(flightSearchSchema.safeParse({ ...draft, departureDate: '2026-02-30' }).success).toBe(false);
    expect(flightSearchSchema.safeParse({ ...draft, origin: 'sjw' }).success).toBe(false);
    expect(flightSearchSchema.safeParse({ ...draft, adults: '2' }).data?.adults).toBe(2);
  });
});
