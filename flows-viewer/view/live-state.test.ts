import { describe, expect, it } from 'vitest';
import { sampleTripMachine } from '../examples/sample-trip.machine';
import { activeIdsOfValue } from './live-state';

describe('the state of a live flow', () => {
  it('covers the reported states and their ancestors', () => {
    const ids = activeIdsOfValue(sampleTripMachine, { choosing: { fare: 'business', baggage: 'bagAdded' } });
    expect(ids).toEqual(
      new Set([
        'sampleTrip',
        'sampleTrip.choosing',
        'sampleTrip.choosing.fare',
        'sampleTrip.choosing.fare.business',
        'sampleTrip.choosing.baggage',
        'sampleTrip.choosing.baggage.bagAdded',
      ]),
    );
  });

  it('shows nothing for a value the machine does not have', () => {
    expect(activeIdsOfValue(sampleTripMachine, 'boarding')).toEqual(new Set());
  });
});
