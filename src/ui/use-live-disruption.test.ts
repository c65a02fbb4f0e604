import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from './testing/fake-event-source';
import { useLiveDisruption } from './use-live-disruption';

const flight = { flightNo: 'NS3105', flightDate: '2026-06-01', disruption: null };

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a booked flight’s badge that follows the live stream', () => {
  it('shows the loaded badge, then a pushed delay with its local time, then a cancellation', () => {
    const { result } = renderHook(() => useLiveDisruption(flight, 'Asia/Shanghai'));
    expect(result.current).toBeNull();
    const [stream] = FakeEventSource.open();
    expect(stream!.flights()).toEqual(['NS3105@2026-06-01']);
    // The first event is the status as loaded; only a later one is news.
    act(() => stream!.push({ flightNo: 'NS3105', flightDate: '2026-06-01' }));
    act(() =>
      stream!.push({
        flightNo: 'NS3105',
        flightDate: '2026-06-01',
        status: 'delayed',
        delayMinutes: 95,
        estimatedOffBlock: '2026-06-01T04:40:00.000Z',
      }),
    );
    expect(result.current).toEqual({ status: 'delayed', expectedDeparture: '2026-06-01 12:40' });
    act(() => stream!.push({ flightNo: 'NS3105', flightDate: '2026-06-01', status: 'canceled' }));
    expect(result.current).toEqual({ status: 'canceled', expectedDeparture: null });
  });

  it('clears the badge when operations take the delay back', () => {
    const delayed = { ...flight, disruption: { status: 'delayed' as const, expectedDeparture: null } };
    const { result } = renderHook(() => useLiveDisruption(delayed, 'Asia/Shanghai'));
    const [stream] = FakeEventSource.open();
    act(() => stream!.push({ flightNo: 'NS3105', flightDate: '2026-06-01', status: 'delayed', delayMinutes: 40 }));
    act(() => stream!.push({ flightNo: 'NS3105', flightDate: '2026-06-01', status: 'scheduled' }));
    expect(result.current).toBeNull();
  });
});
