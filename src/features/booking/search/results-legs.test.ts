import { describe, expect, it } from 'vitest';
import { completeSearch, currentLeg, withLegDate } from './results-legs';
import { resultsSearchSchema } from './first-load/search-params';
import { ROUND_TRIP_PARAMS } from './testing/round-trip-params';

describe('the legs of a results search', () => {
  it('chooses the outbound first, then the return the other way round', () => {
    const params = resultsSearchSchema.parse(ROUND_TRIP_PARAMS);
    const search = completeSearch(params)!;
    expect(currentLeg(search, params)).toEqual({
      direction: 'outbound',
      origin: 'SJW',
      destination: 'CAN',
      date: '2026-06-02',
    });
    const chosen = { ...params, outboundFlight: 'NS3101', outboundClass: 'K' };
    expect(currentLeg(search, chosen)).toEqual({
      direction: 'return',
      origin: 'CAN',
      destination: 'SJW',
      date: '2026-06-05',
    });
  });

  it('moving the departure past the return moves the return too and forgets the chosen outbound', () => {
    const params = { ...resultsSearchSchema.parse(ROUND_TRIP_PARAMS), outboundFlight: 'NS3101', outboundClass: 'K' };
    const moved = withLegDate(
      params,
      { direction: 'outbound', origin: 'SJW', destination: 'CAN', date: '2026-06-02' },
      '2026-06-07',
    );
    expect(moved).toMatchObject({ departureDate: '2026-06-07', returnDate: '2026-06-07', outboundFlight: undefined });
  });

  it('refuses a return before the departure', () => {
    expect(
      completeSearch(resultsSearchSchema.parse({ ...ROUND_TRIP_PARAMS, returnDate: '2026-06-01' })),
    ).toBeUndefined();
  });
});
