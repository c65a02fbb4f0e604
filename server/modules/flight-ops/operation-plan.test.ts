import { describe, expect, it } from 'vitest';
import { DELAY_THRESHOLD_MINUTES } from '../../../contract/calls/flight-status';
import { factsAt, statusOf } from './operation-facts';
import { MINIMUM_TURNAROUND_MINUTES, planOperation, type PlannedFlight } from './operation-plan';

const HOUR = 3_600_000;

function flight(flightNo: string, flightDate: string, departure = '00:30'): PlannedFlight {
  const departureAt = new Date(`${flightDate}T${departure}:00Z`);
  return {
    flightNo,
    flightDate,
    departureAt,
    arrivalAt: new Date(departureAt.getTime() + 3 * HOUR),
    aircraftType: '738',
  };
}

function days(count: number): string[] {
  return Array.from({ length: count }, (_, index) =>
    new Date(Date.UTC(2026, 0, 1) + index * 86_400_000).toISOString().slice(0, 10),
  );
}

describe('the operations simulator', () => {
  it('draws the same operation for the same flight and day, and another for another day', () => {
    const first = planOperation(flight('NS3101', '2026-06-01'), null, null);
    expect(planOperation(flight('NS3101', '2026-06-01'), null, null)).toEqual(first);
    const others = days(30).map((date) =>
      planOperation(flight('NS3101', date), null, null).planned.offBlock.getUTCMinutes(),
    );
    expect(new Set(others).size).toBeGreaterThan(3);
  });

  it('runs about 80 % of flights on time, delays some by realistic lengths and cancels a few', () => {
    const plans = days(365).flatMap((date) =>
      ['NS3101', 'NS3103', 'NS3105', 'NS3107', 'NS3109'].map((no) => planOperation(flight(no, date), null, null)),
    );
    const onTime =
      plans.filter((plan) => !plan.canceled && plan.delayMinutes < DELAY_THRESHOLD_MINUTES).length / plans.length;
    const canceled = plans.filter((plan) => plan.canceled).length / plans.length;
    const delays = plans
      .filter((plan) => plan.delayMinutes >= DELAY_THRESHOLD_MINUTES)
      .map((plan) => plan.delayMinutes);
    expect(onTime).toBeGreaterThan(0.75);
    expect(onTime).toBeLessThan(0.86);
    expect(canceled).toBeGreaterThan(0.005);
    expect(canceled).toBeLessThan(0.04);
    expect(Math.max(...delays)).toBeLessThanOrEqual(360);
    const median = delays.sort((a, b) => a - b)[Math.floor(delays.length / 2)]!;
    expect(median).toBeGreaterThan(25);
    expect(median).toBeLessThan(90);
    // Every delay and cancellation says why.
    expect(
      plans
        .filter((plan) => plan.canceled || plan.delayMinutes >= DELAY_THRESHOLD_MINUTES)
        .every((plan) => plan.reason !== null),
    ).toBe(true);
  });

  it('makes the next leg late when the inbound aircraft arrives too late to turn around', () => {
    const inboundFlight = flight('NS3101', '2026-06-01', '00:30');
    const inbound = planOperation(inboundFlight, null, { delayMinutes: 120, cancel: false, reason: 'weather' });
    const next = flight('NS3102', '2026-06-01', '04:20');
    const plan = planOperation(next, inbound, null);
    const ready = inbound.planned.onBlock.getTime() + MINIMUM_TURNAROUND_MINUTES * 60_000;
    expect(plan.planned.offBlock.getTime()).toBeGreaterThanOrEqual(ready);
    expect(plan.reason).toBe('lateAircraft');
    expect(plan.registration).toBe(inbound.registration);
  });

  it('cancels the next leg when its aircraft never comes', () => {
    const inbound = planOperation(flight('NS3101', '2026-06-01'), null, {
      delayMinutes: null,
      cancel: true,
      reason: 'technical',
    });
    const plan = planOperation(flight('NS3102', '2026-06-01', '04:20'), inbound, null);
    expect(plan).toMatchObject({ canceled: true, reason: 'lateAircraft' });
  });

  it('moves forward with the clock: scheduled, delayed, boarding, departed, arrived', () => {
    const planned = flight('NS3101', '2026-06-01', '10:00');
    const plan = planOperation(planned, null, { delayMinutes: 60, cancel: false, reason: 'atc' });
    const at = (iso: string) => {
      const now = new Date(iso);
      return statusOf(plan, factsAt(plan, now, null), now);
    };
    expect(at('2026-06-01T09:00:00Z')).toBe('delayed');
    expect(at('2026-06-01T10:25:00Z')).toBe('boarding');
    expect(at('2026-06-01T11:00:00Z')).toBe('departed');
    expect(at('2026-06-01T16:00:00Z')).toBe('arrived');
  });

  it('keeps a recorded fact even when the plan would now say otherwise', () => {
    const planned = flight('NS3101', '2026-06-01', '10:00');
    const plan = planOperation(planned, null, { delayMinutes: 60, cancel: false, reason: 'atc' });
    const recorded = {
      actualOffBlock: new Date('2026-06-01T10:40:00Z'),
      actualTakeOff: null,
      actualLanding: null,
      actualOnBlock: null,
      canceledAt: null,
    };
    const facts = factsAt(plan, new Date('2026-06-01T11:30:00Z'), recorded);
    expect(facts.actualOffBlock).toEqual(recorded.actualOffBlock);
    expect(facts.actualTakeOff).toEqual(plan.planned.takeOff);
  });
});
