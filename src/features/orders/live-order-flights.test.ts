import { describe, expect, it } from 'vitest';
import { flightsStillToFly, ORDER_FLIGHTS_POLL_MS, pollWhileFlightsToFly } from './live-order-flights';

const NOW = Date.parse('2026-06-10T04:00:00Z');
const flight = (flightNo: string, flightDate: string) => ({ flightNo, flightDate });

describe('the flights an order page follows', () => {
  it('are those from yesterday on, each once', () => {
    expect(
      flightsStillToFly(
        [
          flight('NS3105', '2026-06-08'),
          flight('NS3105', '2026-06-09'),
          flight('NS3106', '2026-06-12'),
          flight('NS3105', '2026-06-09'),
        ],
        NOW,
      ),
    ).toEqual([flight('NS3105', '2026-06-09'), flight('NS3106', '2026-06-12')]);
  });

  it('are polled as the fallback only while the reply shows one', () => {
    const poll = pollWhileFlightsToFly((segments: { flightNo: string; flightDate: string }[]) => segments);
    const upcoming = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(poll({ state: { data: [flight('NS3105', upcoming)] } })).toBe(ORDER_FLIGHTS_POLL_MS);
    expect(poll({ state: { data: [flight('NS3105', '2020-01-01')] } })).toBe(false);
    expect(poll({ state: { data: undefined } })).toBe(false);
  });
});
