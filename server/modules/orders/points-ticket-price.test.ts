import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passengerPoints } from '../../../contract/calls/flight-pricing';
import { QUERY_FLIGHT_LIST_PATH, type QueryFlightListData } from '../../../contract/calls/flights';
import type { BookFlightData } from '../../../contract/calls/orders';
import { POINT_CALLS, type ExchangeStandardList } from '../../../contract/points/point-calls';
import { createTestApp, formCall, jsonCall, type TestApp } from '../../testing/test-app';
import { effectiveTransferees } from '../member-centre/testing/member-test-setup';
import {
  adult,
  book,
  bookableFlight,
  bookingFor,
  givePoints,
  idCardFor,
  memberHeaders,
} from './testing/order-test-setup';
import { pointsBalance } from '../points/points-ledger';

/** A points ticket costs what the calculator says it needs: both read exchangeStandard, through one contract rule. */
describe('points tickets priced from exchangeStandard', () => {
  let test: TestApp;
  let zhangWei: Record<string, string>;
  beforeAll(async () => {
    test = await createTestApp();
    zhangWei = await memberHeaders(test.app);
    // Enough points for every booking below, so each one is priced, not refused.
    await givePoints(test.database.db, 'demo-verified', 500_000, test.clock.now());
  }, 180_000);
  afterAll(() => test.close());

  /** The calculator's "points needed": the exchangeStandard call, open to visitors. */
  const calculatorPoints = async (origin: string, destination: string, cabinClass: string) => {
    const standards = (await (await jsonCall(test.app, POINT_CALLS.exchangeStandard, { origin, destination })).json())
      .data as ExchangeStandardList;
    return standards.find((standard) => standard.cabinClass === cabinClass)!.points;
  };
  const listedPoints = async (
    origin: string,
    destination: string,
    flightNo: string,
    flightDate: string,
    cabinClass: string,
  ) => {
    const reply = (
      await (
        await formCall(test.app, QUERY_FLIGHT_LIST_PATH, { origin, destination, departureDate: flightDate, adults: 1 })
      ).json()
    ).data as QueryFlightListData;
    return reply.flights
      .find((flight) => flight.flightNo === flightNo)
      ?.cabins.find((offer) => offer.cabinClass === cabinClass)?.adultPoints;
  };

  it.each([
    { flightNo: 'NS3105', origin: 'SJW', destination: 'SHA', bookingClass: 'Y', cabinClass: 'Y', sequence: 41 },
    { flightNo: 'NS3101', origin: 'SJW', destination: 'CAN', bookingClass: 'J', cabinClass: 'C', sequence: 42 },
    { flightNo: 'NS3115', origin: 'SJW', destination: 'HGH', bookingClass: 'L', cabinClass: 'Y', sequence: 43 },
    { flightNo: 'NS3121', origin: 'SJW', destination: 'HRB', bookingClass: 'C', cabinClass: 'C', sequence: 44 },
  ])(
    '$origin-$destination cabin $cabinClass: the list, the booking and the calculator agree',
    async ({ flightNo, origin, destination, bookingClass, cabinClass, sequence }) => {
      const needed = await calculatorPoints(origin, destination, cabinClass);
      const flight = await bookableFlight(test.database.db, flightNo, '2026-06-20', bookingClass);
      expect(await listedPoints(origin, destination, flightNo, flight.flightDate, cabinClass)).toBe(needed);
      const traveller = adult(sequence);
      await effectiveTransferees(test.database.db, 'demo-verified', [traveller], test.clock.now());
      const before = await pointsBalance(test.database.db, 'demo-verified');
      const reply = await book(test.app, bookingFor([flight], [traveller], 'points'), zhangWei);
      expect(reply.resultCode).toBe('0');
      expect((reply.data as BookFlightData).totalPoints).toBe(needed);
      expect(await pointsBalance(test.database.db, 'demo-verified')).toBe(before - needed);
    },
  );

  it('prices a child and an infant at their share of the standard', async () => {
    const flight = await bookableFlight(test.database.db, 'NS3105', '2026-06-21', 'Y');
    const parent = adult(45);
    const child = {
      passengerType: 'CHD' as const,
      name: '张小明',
      documentType: '0',
      documentNo: idCardFor('2018-02-03', 46),
      birthDate: '2018-02-03',
    };
    const infant = {
      passengerType: 'INF' as const,
      name: '张小宝',
      documentType: '208',
      documentNo: 'BC20250102',
      birthDate: '2025-09-01',
      accompanyingAdultIndex: 0,
    };
    await effectiveTransferees(test.database.db, 'demo-verified', [parent, child, infant], test.clock.now());
    const reply = await book(test.app, bookingFor([flight], [parent, child, infant], 'points'), zhangWei);
    expect(reply.resultCode).toBe('0');
    const points = passengerPoints(await calculatorPoints('SJW', 'SHA', 'Y'));
    expect((reply.data as BookFlightData).totalPoints).toBe(points.adult + points.child + points.infant);
  });
});
