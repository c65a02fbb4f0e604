import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { QUERY_FLIGHT_LIST_PATH, type QueryFlightListData } from '../../../contract/calls/flights';
import { fares, flightBuckets, flights } from '../../db/schema/schedule';
import { formCall } from '../../testing/test-app';
import { SLOW_SEED_TIMEOUT_MS, suiteApp } from '../../testing/suite-app';

describe('flight/queryFlightList', () => {
  const testApp = suiteApp({}, { setupTimeoutMs: SLOW_SEED_TIMEOUT_MS });

  const search = async (payload: Record<string, unknown>, language = 'zh-CN') => {
    const response = await formCall(
      testApp.app,
      QUERY_FLIGHT_LIST_PATH,
      { adults: 1, children: 0, infants: 0, ...payload },
      { 'accept-language': language },
    );
    return response.json() as {
      resultCode: string;
      resultMsg: string;
      rCode?: string;
      rMessage?: string;
      data: QueryFlightListData;
    };
  };
  const flightNos = (reply: { data: QueryFlightListData }) => reply.data.flights.map((flight) => flight.flightNo);
  const setBuckets = async (flightNo: string, flightDate: string, seats: Record<string, number>) => {
    const [flight] = await testApp.database.db
      .select({ id: flights.id })
      .from(flights)
      .where(and(eq(flights.flightNo, flightNo), eq(flights.flightDate, flightDate)));
    for (const [bookingClass, available] of Object.entries(seats)) {
      await testApp.database.db
        .update(flightBuckets)
        .set({ available })
        .where(and(eq(flightBuckets.flightId, flight!.id), eq(flightBuckets.bookingClass, bookingClass)));
    }
  };
  const summerFare = async (routeCode: string, bookingClass: string) =>
    (
      await testApp.database.db
        .select({ price: fares.price })
        .from(fares)
        .where(and(eq(fares.routeCode, routeCode), eq(fares.season, 'summer'), eq(fares.bookingClass, bookingClass)))
    )[0]!.price;

  describe('on a day ahead', () => {
    it('lists the day’s flights to every airport of the destination city, earliest first, with local times in the request’s language', async () => {
      const reply = await search({ origin: 'SJW', destination: 'SHA', departureDate: '2026-06-02' }, 'en');
      expect(reply.resultCode).toBe('0');
      expect(flightNos(reply)).toEqual(['NS3105', 'NS3107']);
      const [first] = reply.data.flights;
      expect(first).toMatchObject({
        flightDate: '2026-06-02',
        departure: {
          airport: 'SJW',
          cityName: 'Shijiazhuang',
          airportName: 'Zhengding International Airport',
          time: '07:50',
          date: '2026-06-02',
        },
        arrival: { airport: 'SHA', cityName: 'Shanghai', airportName: 'Hongqiao International Airport' },
        aircraftType: '738',
        aircraftName: 'Boeing 737-800',
        stops: 0,
        arrivalDayOffset: 0,
      });
      expect(first!.durationMinutes).toBeGreaterThan(60);
      expect(reply.data.flights[1]!.arrival.airport).toBe('PVG');
    });

    it('names airports and aircraft in Chinese by default', async () => {
      const [first] = (await search({ origin: 'SJW', destination: 'SHA', departureDate: '2026-06-02' })).data.flights;
      expect(first!.departure.airportName).toBe('正定国际机场');
      expect(first!.aircraftName).toBe('波音737-800');
    });

    it('finds nothing on a route the airline does not fly', async () => {
      expect(flightNos(await search({ origin: 'CAN', destination: 'SZX', departureDate: '2026-06-02' }))).toEqual([]);
    });

    it('marks a flight landing after local midnight with the next day', async () => {
      const [bangkok] = (await search({ origin: 'SJW', destination: 'BKK', departureDate: '2026-06-02' })).data.flights;
      expect(bangkok).toMatchObject({ flightNo: 'NS3301', arrivalDayOffset: 1, departure: { time: '20:30' } });
    });
  });

  describe('what has left or is not on sale', () => {
    it('leaves out flights that departed earlier today', async () => {
      expect(flightNos(await search({ origin: 'SJW', destination: 'SHA', departureDate: '2026-06-01' }))).toEqual([
        'NS3107',
      ]);
    });

    it('answers no flights for past days and days beyond the 90-day window', async () => {
      expect(flightNos(await search({ origin: 'SJW', destination: 'SHA', departureDate: '2026-05-31' }))).toEqual([]);
      expect(flightNos(await search({ origin: 'SJW', destination: 'SHA', departureDate: '2026-08-31' }))).toEqual([]);
      expect(flightNos(await search({ origin: 'SJW', destination: 'SHA', departureDate: '2026-08-30' }))).toEqual([
        'NS3105',
        'NS3107',
      ]);
    });
  });

  describe('fares and seats', () => {
    it('offers each cabin’s cheapest bucket with seats, skipping sold-out ones, and counts the seats left', async () => {
      await setBuckets('NS3107', '2026-06-03', { L: 0, K: 3 });
      // PVG is a Shanghai airport, so the Hongqiao flight is listed too.
      const flight = (
        await search({ origin: 'SJW', destination: 'PVG', departureDate: '2026-06-03' })
      ).data.flights.find((option) => option.flightNo === 'NS3107');
      const economy = flight!.cabins.find((cabin) => cabin.cabinClass === 'Y')!;
      expect(economy).toMatchObject({
        bookingClass: 'K',
        seatsLeft: 3,
        baggageKg: 20,
        changeFeePercent: 20,
        refundFeePercent: 35,
      });
      expect(economy.adult.fare).toBe(await summerFare('SJW-PVG', 'K'));
      expect(flight!.cabins.map((cabin) => cabin.cabinClass)).toEqual(['C', 'Y']);
    });

    it('needs a seat for every adult and child but none for an infant', async () => {
      await setBuckets('NS3107', '2026-06-04', { L: 0, K: 3, H: 5 });
      const economyFor = async (counts: Record<string, number>) =>
        (await search({ origin: 'SJW', destination: 'PVG', departureDate: '2026-06-04', ...counts })).data.flights
          .find((option) => option.flightNo === 'NS3107')!
          .cabins.find((cabin) => cabin.cabinClass === 'Y')!;
      expect((await economyFor({ adults: 2, children: 1, infants: 2 })).bookingClass).toBe('K');
      expect((await economyFor({ adults: 3, children: 1 })).bookingClass).toBe('H');
    });

    it('prices children at half the fare without airport fee and infants at a tenth without taxes', async () => {
      const [flight] = (
        await search({
          origin: 'SJW',
          destination: 'CAN',
          departureDate: '2026-06-05',
          adults: 2,
          children: 1,
          infants: 1,
        })
      ).data.flights;
      const offer = flight!.cabins[0]!;
      expect(offer.adult).toEqual({ fare: offer.adult.fare, airportFee: 50, fuelSurcharge: 20 });
      expect(offer.child).toEqual({ fare: Math.round(offer.adult.fare / 20) * 10, airportFee: 0, fuelSurcharge: 10 });
      expect(offer.infant.airportFee + offer.infant.fuelSurcharge).toBe(0);
      const each = (price: typeof offer.adult) => price.fare + price.airportFee + price.fuelSurcharge;
      expect(offer.totalPrice).toBe(2 * each(offer.adult) + each(offer.child) + each(offer.infant));
    });

    it('shows a flight whose every bucket is gone with no cabins', async () => {
      const [flight] = await testApp.database.db
        .select({ id: flights.id })
        .from(flights)
        .where(and(eq(flights.flightNo, 'NS3105'), eq(flights.flightDate, '2026-06-06')));
      await testApp.database.db
        .update(flightBuckets)
        .set({ available: 0 })
        .where(inArray(flightBuckets.flightId, [flight!.id]));
      const reply = await search({ origin: 'SJW', destination: 'SHA', departureDate: '2026-06-06' });
      expect(reply.data.flights.find((option) => option.flightNo === 'NS3105')!.cabins).toEqual([]);
    });
  });

  describe('bad payloads', () => {
    it.each([
      ['zh-CN', '出发城市和到达城市不能相同'],
      ['zh-TW', '出發城市與抵達城市不能相同'],
      ['en', 'Departure and arrival cities must differ'],
    ])('refuses the same city at both ends with RR0001 in %s', async (language, message) => {
      const reply = await search({ origin: 'SJW', destination: 'SJW', departureDate: '2026-06-02' }, language);
      expect(reply).toMatchObject({ resultCode: 'RR0001', rCode: 'RR0001', rMessage: message });
    });

    it('refuses a malformed date, a missing city and too many infants', async () => {
      expect((await search({ origin: 'SJW', destination: 'SHA', departureDate: '2026-02-30' }, 'en')).rMessage).toBe(
        'The date is not valid',
      );
      expect((await search({ destination: 'SHA', departureDate: '2026-06-02' }, 'en')).rMessage).toBe(
        'Please choose a city',
      );
      expect(
        (await search({ origin: 'SJW', destination: 'SHA', departureDate: '2026-06-02', adults: 1, infants: 2 }, 'en'))
          .rMessage,
      ).toBe('At most one infant per adult');
      expect(
        (await search({ origin: 'SJW', destination: 'SHA', departureDate: '2026-06-02', adults: 0 }, 'en')).rMessage,
      ).toBe('The number of passengers is not valid');
    });
  });
});
