import { describe, expect, it } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import { CALLS } from '../../../contract/call-paths';
import { queryRecommendedRouteListData, type RecommendedRoute } from '../../../contract/calls/content';
import { fares, flightBuckets, flights } from '../../db/schema/schedule';
import { formCall } from '../../testing/test-app';
import { suiteApp } from '../../testing/suite-app';
import { fareOfFlightClass } from '../../shared/flight-fare';

describe('flight/queryRecommendedRouteList', () => {
  const test = suiteApp();
  const ask = async (payload: object, language = 'zh-CN') => {
    const reply = (
      await formCall(test.app, CALLS.queryRecommendedRouteList, payload, { 'accept-language': language })
    ).json();
    return reply.resultCode === '0' ? queryRecommendedRouteListData.parse(reply.data) : reply;
  };

  it('lists the recommended routes, cheapest first, with city names in the user language', async () => {
    const routes: RecommendedRoute[] = await ask({}, 'en');
    expect(routes.length).toBeGreaterThanOrEqual(10);
    expect(routes.map((route) => route.lowestPrice)).toEqual(
      [...routes.map((route) => route.lowestPrice)].sort((a, b) => a - b),
    );
    expect(routes.find((route) => route.destination === 'CAN')).toMatchObject({
      origin: 'SJW',
      originCityName: 'Shijiazhuang',
      destinationCityName: 'Guangzhou',
      currency: 'CNY',
    });
  });

  it('finds the same lowest fare as the flights, buckets and fares on sale', async () => {
    const routes: RecommendedRoute[] = await ask({ origin: 'SJW' });
    const toCanton = routes.find((route) => route.destination === 'CAN')!;
    const onSale = await test.database.db
      .select({ price: fares.price, date: flights.flightDate })
      .from(flights)
      .innerJoin(
        flightBuckets,
        and(eq(flightBuckets.flightId, flights.id), gt(flightBuckets.available, 0), eq(flightBuckets.cabinClass, 'Y')),
      )
      .innerJoin(fares, fareOfFlightClass(flightBuckets.bookingClass))
      .where(and(eq(flights.routeCode, 'SJW-CAN'), gt(flights.departureAt, test.clock.now())));
    const inWindow = onSale.filter((fare) => fare.date <= '2026-07-01');
    expect(toCanton.lowestPrice).toBe(Math.min(...inWindow.map((fare) => fare.price)));
    expect(toCanton.originCityName).toBe('石家庄');
  });

  it('takes an origin city: Beijing Capital finds the Daxing routes too', async () => {
    const routes: RecommendedRoute[] = await ask({ origin: 'PEK' });
    expect(routes.map((route) => route.origin)).toEqual(routes.map(() => 'PKX'));
    expect(routes.map((route) => route.destination).sort()).toEqual(['CTU', 'SYX']);
  });

  it('refuses an origin that is not an airport code', async () => {
    expect(await ask({ origin: 'shijiazhuang' }, 'en')).toMatchObject({
      resultCode: 'RR0001',
      rMessage: 'origin is not valid',
    });
  });
});
