import { describe, expect, it } from 'vitest';
import { completeSearch } from '../results-legs';
import { priceDateSearchSchema, resultsSearchSchema } from './search-params';
import { ROUND_TRIP_PARAMS } from '../testing/round-trip-params';

describe('results search params', () => {
  it('keeps what is valid and drops what is not, field by field', () => {
    const params = resultsSearchSchema.parse({
      ...ROUND_TRIP_PARAMS,
      origin: 'nowhere',
      adults: '12',
      outboundFlight: 'NS3101',
      outboundClass: 'K',
    });
    expect(params).toMatchObject({
      origin: undefined,
      destination: 'CAN',
      adults: 1,
      outboundFlight: 'NS3101',
      outboundClass: 'K',
    });
    expect(completeSearch(params)).toBeUndefined();
  });

  it('degrades each damaged field to its default, whatever its type', () => {
    const damaged = {
      tripType: 'both',
      origin: 'sjw',
      destination: 42,
      departureDate: '2026-02-30',
      returnDate: ['2026-06-05'],
      adults: '1.5',
      children: -1,
      infants: '',
      outboundFlight: 'NS 3101',
      outboundClass: 'KK',
    };
    expect(resultsSearchSchema.parse(damaged)).toEqual({ tripType: 'oneWay', adults: 1, children: 0, infants: 0 });
    expect(resultsSearchSchema.parse({ adults: 3, children: '2', infants: '3' })).toMatchObject({
      adults: 3,
      children: 2,
      infants: 3,
    });
  });

  it('keeps a price calendar month only when it is one', () => {
    expect(priceDateSearchSchema.parse({ ...ROUND_TRIP_PARAMS, month: '2026-07' })).toMatchObject({
      origin: 'SJW',
      month: '2026-07',
    });
    expect(priceDateSearchSchema.parse({ ...ROUND_TRIP_PARAMS, month: '2026-13' }).month).toBeUndefined();
  });
});
