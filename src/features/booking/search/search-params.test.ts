import { describe, expect, it } from 'vitest';
import { completeSearch, currentLeg, priceDateSearchSchema, resultsSearchSchema, withLegDate } from './search-params';

const roundTrip = { tripType: 'roundTrip', origin: 'SJW', destination: 'CAN', departureDate: '2026-06-02', returnDate: '2026-06-05', adults: '2', children: '0', infants: '0' };

describe('results search params', () => {
  it('keeps what is valid and drops what is not, field by field', () => {
    const params = resultsSearchSchema.parse({ ...roundTrip, origin: 'nowhere', adults: '12', outboundFlight: 'NS3101', outboundClass: 'K' });
    expect(params).toMatchObject({ origin: undefined, destination: 'CAN', adults: 1, outboundFlight: 'NS3101', outboundClass: 'K' });
    expect(completeSearch(params)).toBeUndefined();
  });

  it('chooses the outbound first, then the return the other way round', () => {
    const params = resultsSearchSchema.parse(roundTrip);
    const search = completeSearch(params)!;
    expect(currentLeg(search, params)).toEqual({ direction: 'outbound', origin: 'SJW', destination: 'CAN', date: '2026-06-02' });
    const chosen = { ...params, outboundFlight: 'NS3101', outboundClass: 'K' };
    expect(currentLeg(search, chosen)).toEqual({ direction: 'return', origin: 'CAN', destination: 'SJW', date: '2026-06-05' });
  });

  it('moving the departure past the return moves the return too and forgets the chosen outbound', () => {
    const params = { ...resultsSearchSchema.parse(roundTrip), outboundFlight: 'NS3101', outboundClass: 'K' };
    const moved = withLegDate(params, { direction: 'outbound', origin: 'SJW', destination: 'CAN', date: '2026-06-02' }, '2026-06-07');
    expect(moved).toMatchObject({ departureDate: '2026-06-07', returnDate: '2026-06-07', outboundFlight: undefined });
  });

  it('refuses a return before the departure', () => {
    expect(completeSearch(resultsSearchSchema.parse({ ...roundTrip, returnDate: '2026-06-01' }))).toBeUndefined();
  });

  it('degrades each damaged field to its default, whatever its type', () => {
    const damaged = { tripType: 'both', origin: 'sjw', destination: 42, departureDate: '2026-02-30', returnDate: ['2026-06-05'], adults: '1.5', children: -1, infants: '', outboundFlight: 'NS 3101', outboundClass: 'KK' };
    expect(resultsSearchSchema.parse(damaged)).toEqual({ tripType: 'oneWay', adults: 1, children: 0, infants: 0 });
    expect(resultsSearchSchema.parse({ adults: 3, children: '2', infants: '3' })).toMatchObject({ adults: 3, children: 2, infants: 3 });
  });

  it('keeps a price calendar month only when it is one', () => {
    expect(priceDateSearchSchema.parse({ ...roundTrip, month: '2026-07' })).toMatchObject({ origin: 'SJW', month: '2026-07' });
    expect(priceDateSearchSchema.parse({ ...roundTrip, month: '2026-13' }).month).toBeUndefined();
  });
});
