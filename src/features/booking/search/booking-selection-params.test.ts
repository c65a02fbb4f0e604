import fc from 'fast-check';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { flightSearchSchema } from '../../../../contract/flight-search';
import { parseBookingSelection } from './first-load/search-params';
import { ROUND_TRIP_PARAMS } from './testing/round-trip-params';
import { oddSearchValue } from '../../../ui/testing/odd-search-value';

// The oracle: the selection as the contract's zod schema reads it (the passenger pages once parsed it so).
const flightNo = z.string().regex(/^[A-Z0-9]{2}\d{1,4}$/);
const bookingClass = z.string().regex(/^[A-Z]$/);
const selectionSchema = flightSearchSchema.extend({
  outboundFlight: flightNo,
  outboundClass: bookingClass,
  returnFlight: flightNo.optional(),
  returnClass: bookingClass.optional(),
});

function oracle(raw: Record<string, unknown>) {
  const parsed = selectionSchema.safeParse(raw);
  if (!parsed.success || parsed.data.origin === parsed.data.destination) return {};
  const { data } = parsed;
  if (data.tripType === 'oneWay') return data;
  return data.returnDate && data.returnFlight && data.returnClass && data.returnDate >= data.departureDate ? data : {};
}

const roundTrip = {
  ...ROUND_TRIP_PARAMS,
  children: '1',
  outboundFlight: 'NS3101',
  outboundClass: 'K',
  returnFlight: 'NS3102',
  returnClass: 'Y',
};
const oddValue = oddSearchValue(
  ['9', '10', 'oneWay', 'roundTrip', 'SJW', 'sjw', 'NS31', '2026-06-01', '2026-06-09', '2026-02-30', 'K', 'KK', ['3']],
  { min: -2, max: 12 },
);

describe('passenger pages selection params', () => {
  it('keeps a whole round trip and a one-way selection', () => {
    expect(parseBookingSelection(roundTrip)).toMatchObject({
      tripType: 'roundTrip',
      adults: 2,
      children: 1,
      returnFlight: 'NS3102',
    });
    const { returnDate: _d, returnFlight: _f, returnClass: _c, ...oneWay } = roundTrip;
    expect(parseBookingSelection({ ...oneWay, tripType: 'oneWay' })).toEqual({
      ...oneWay,
      tripType: 'oneWay',
      adults: 2,
      children: 1,
      infants: 0,
    });
  });

  it('drops a round trip without its return fare, or with a bad field', () => {
    expect(parseBookingSelection({ ...roundTrip, returnFlight: undefined })).toEqual({});
    expect(parseBookingSelection({ ...roundTrip, adults: '0' })).toEqual({});
  });

  it('agrees with the contract schema on selections with up to three fields damaged', () => {
    const keys = [...Object.keys(roundTrip), 'extra'];
    const damaged = fc.array(fc.tuple(fc.constantFrom(...keys), oddValue), { maxLength: 3 }).map((changes) => {
      const raw: Record<string, unknown> = { ...roundTrip };
      for (const [key, value] of changes) raw[key] = value;
      return raw;
    });
    fc.assert(
      fc.property(damaged, (raw) => {
        expect(parseBookingSelection(raw)).toEqual(oracle(raw));
      }),
      { numRuns: 2000 },
    );
  });
});
