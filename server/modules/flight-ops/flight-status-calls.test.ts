import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FLIGHT_STATUS_CALLS,
  type FlightDynamicListReply,
  type FlightDynamicReply,
} from '../../../contract/calls/flight-status';
import { flightOperations } from '../../db/schema/flight-operations';
import { flights } from '../../db/schema/schedule';
import { createTestApp, jsonCall, type TestApp } from '../../testing/test-app';
import { call } from '../check-in/testing/check-in-test-calls';
import { flightOperationFacts, hasFlightDeparted } from './flight-operation-facts';
import { refreshDueOperations } from './refresh-operations';

const HOUR = 3_600_000;

describe('flight operations and flight status', () => {
  let test: TestApp;
  beforeAll(async () => {
    // 2026-06-01 10:00 Beijing: yesterday's flights have flown, today's morning ones are in the air.
    test = await createTestApp();
  });
  afterAll(() => test.close());

  const status = (flightNo: string, flightDate: string, locale = 'en') =>
    call<FlightDynamicReply>(test.app, FLIGHT_STATUS_CALLS.queryFlightDynamic, { flightNo, flightDate }, {}, locale);
  const list = (payload: object) =>
    call<FlightDynamicListReply>(test.app, FLIGHT_STATUS_CALLS.queryFlightDynamicList, payload, {}, 'en');
  const flightId = async (flightNo: string, flightDate: string) =>
    (
      await test.database.db
        .select()
        .from(flights)
        .where(and(eq(flights.flightNo, flightNo), eq(flights.flightDate, flightDate)))
    )[0]!.id;

  it('records every one of yesterday’s flights as over, with actual times, and never changes them again', async () => {
    await refreshDueOperations(test.database.db, test.clock.now());
    const yesterday = await test.database.db
      .select({ id: flights.id })
      .from(flights)
      .where(eq(flights.flightDate, '2026-05-31'));
    const operations = await test.database.db
      .select()
      .from(flightOperations)
      .where(
        inArray(
          flightOperations.flightId,
          yesterday.map((row) => row.id),
        ),
      );
    expect(operations).toHaveLength(yesterday.length);
    expect(operations.every((row) => ['arrived', 'canceled', 'diverted', 'returned'].includes(row.status))).toBe(true);
    const onTime =
      operations.filter((row) => row.status === 'arrived' && row.delayMinutes < 15).length / operations.length;
    expect(onTime).toBeGreaterThan(0.6);
    const flown = operations.find((row) => row.actualOnBlock)!;
    // A forced delay written behind the simulator's back and the clock going back change no fact.
    await test.database.db
      .update(flightOperations)
      .set({ forcedDelayMinutes: 300 })
      .where(eq(flightOperations.flightId, flown.flightId));
    const later = await flightOperationFacts(test.database.db, { now: () => new Date('2026-05-30T00:00:00Z') }, [
      flown.flightId,
    ]);
    expect(later.get(flown.flightId)).toMatchObject({
      actualOffBlock: flown.actualOffBlock,
      actualOnBlock: flown.actualOnBlock,
      status: flown.status,
      departed: true,
    });
  });

  it('finds a flight by number and date with its timeline, gate, counters, belt and aircraft', async () => {
    const reply = await status('ns3101', '2026-05-31');
    expect(reply.resultCode).toBe('0');
    const { flight } = reply.data;
    expect(flight).toMatchObject({
      flightNo: 'NS3101',
      flightDate: '2026-05-31',
      origin: { code: 'SJW' },
      destination: { code: 'CAN' },
      aircraftType: '738',
    });
    expect(flight.offBlock.scheduled).toBe('2026-05-30T23:30:00.000Z');
    expect(flight.onBlock.actual ?? flight.status).toBeTruthy();
    expect(flight.gate).toMatch(/^\d+$/);
    expect(flight.checkInCounters).toMatch(/^[A-H]\d+–[A-H]\d+$/);
    expect(flight.registration).toMatch(/^B-[0-9]{4}$/);
    // The return leg is flown by the same aircraft.
    const back = (await status('NS3102', '2026-05-31')).data.flight;
    expect(back.registration).toBe(flight.registration);
    expect(back.inbound).toEqual({ flightNo: 'NS3101', flightDate: '2026-05-31' });
  });

  it('lists a route’s flights of a day, and of the same city’s airports', async () => {
    const reply = await list({ depCode: 'SJW', arrCode: 'SHA', flightDate: '2026-06-02' });
    // Shanghai is Hongqiao (NS3105) and Pudong (NS3107), in departure order.
    expect(reply.data.flights.map((flight) => flight.flightNo)).toEqual(['NS3105', 'NS3107']);
    expect(reply.data.flights[0]!.status).toBe('scheduled');
    const byNumber = await list({ flightNo: 'NS3107', flightDate: '2026-06-02' });
    expect(byNumber.data.flights.map((flight) => flight.destination.code)).toEqual(['PVG']);
  });

  it('refuses dates before yesterday and after the last day on sale, and unknown flights, in the reader’s language', async () => {
    expect(await status('NS3101', '2026-05-30')).toMatchObject({
      resultCode: 'FLIGHT_STATUS_DATE',
      resultMsg: 'Flight status is available from yesterday to the last day on sale.',
    });
    expect(await status('NS3101', '2026-09-01')).toMatchObject({ resultCode: 'FLIGHT_STATUS_DATE' });
    expect(await status('NS9999', '2026-06-02')).toMatchObject({
      resultCode: 'FLIGHT_NOT_FOUND',
      resultMsg: 'There is no flight NS9999 on 2026-06-02.',
    });
    expect((await status('bad!', '2026-06-02')).resultCode).not.toBe('0');
  });

  it('forces a delay for a demo, which makes the aircraft’s next leg late too, and moves with the clock', async () => {
    const forced = await jsonCall(test.app, FLIGHT_STATUS_CALLS.devForceOperation, {
      flightNo: 'NS3111',
      flightDate: '2026-06-02',
      delayMinutes: 180,
      reason: 'weather',
    });
    expect(forced.json().data.flight).toMatchObject({
      status: 'delayed',
      delayMinutes: 180,
      reason: { code: 'weather' },
    });
    const next = (await status('NS3112', '2026-06-02')).data;
    expect(next.flight.delayMinutes).toBeGreaterThan(100);
    expect(next.flight.reason?.code).toBe('lateAircraft');
    expect(next.inbound?.flightNo).toBe('NS3111');
    const id = await flightId('NS3111', '2026-06-02');
    expect(await hasFlightDeparted(test.database.db, test.clock, id)).toBe(false);
    const departs = new Date((await status('NS3111', '2026-06-02')).data.flight.offBlock.estimated!);
    const clock = { now: () => new Date(departs.getTime() + HOUR) };
    expect(await hasFlightDeparted(test.database.db, clock, id)).toBe(true);
    const facts = (await flightOperationFacts(test.database.db, clock, [id])).get(id)!;
    expect(facts.actualOffBlock).toEqual(departs);
  });

  it('cancels a flight for a demo, takes it off sale, and refuses to change a flight that has left', async () => {
    const canceled = await jsonCall(
      test.app,
      FLIGHT_STATUS_CALLS.devForceOperation,
      { flightNo: 'NS3113', flightDate: '2026-06-03', cancel: true, reason: 'technical' },
      { 'accept-language': 'en' },
    );
    expect(canceled.json().data.flight).toMatchObject({
      status: 'canceled',
      reason: { code: 'technical', text: 'Technical check of the aircraft' },
    });
    const [row] = await test.database.db
      .select()
      .from(flights)
      .where(eq(flights.id, await flightId('NS3113', '2026-06-03')));
    expect(row!.status).toBe('canceled');
    const flown = await jsonCall(test.app, FLIGHT_STATUS_CALLS.devForceOperation, {
      flightNo: 'NS3101',
      flightDate: '2026-05-31',
      delayMinutes: 60,
    });
    expect(flown.json()).toMatchObject({ code: 'FLIGHT_ALREADY_OPERATED' });
  });
});
