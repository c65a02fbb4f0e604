import { describe, expect, it } from 'vitest';
import { disruptionOf } from './flight-disruption';

describe('the disruption badge of a flight', () => {
  const shanghai = 'Asia/Shanghai';

  it('reads a pushed event (an ISO string) as the server reads its row (a Date)', () => {
    const offBlock = '2026-06-01T04:40:00.000Z';
    const pushed = disruptionOf({ status: 'delayed', delayMinutes: 100, estimatedOffBlock: offBlock }, shanghai);
    const stored = disruptionOf(
      { status: 'delayed', delayMinutes: 100, estimatedOffBlock: new Date(offBlock) },
      shanghai,
    );
    expect(pushed).toEqual({ status: 'delayed', expectedDeparture: '2026-06-01 12:40' });
    expect(stored).toEqual(pushed);
  });

  it('shows a cancellation, and nothing for a short delay or a flight that has left', () => {
    expect(disruptionOf({ status: 'canceled', delayMinutes: 0, estimatedOffBlock: null }, shanghai)).toEqual({
      status: 'canceled',
      expectedDeparture: null,
    });
    expect(disruptionOf({ status: 'delayed', delayMinutes: 10, estimatedOffBlock: null }, shanghai)).toBeNull();
    expect(disruptionOf({ status: 'departed', delayMinutes: 90, estimatedOffBlock: null }, shanghai)).toBeNull();
  });
});
