import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RecommendedRoute } from '../../../../contract/calls/content';
import { renderInRouter } from '../testing/render-in-router';
import { sampleAirports } from '../testing/sample-airports';
import { RecommendedRoutes } from './recommended-routes';

vi.setConfig({ testTimeout: 20_000 });

const route = (
  origin: string,
  destination: string,
  names: [string, string],
  lowestPrice: number,
  flightDate: string,
): RecommendedRoute => ({
  origin,
  destination,
  originCityName: names[0],
  destinationCityName: names[1],
  lowestPrice,
  currency: 'CNY',
  flightDate,
  flightNo: 'NS3211',
  cabinClass: 'Y',
});

const routes = [
  route('SJW', 'CAN', ['石家庄', '广州'], 480, '2026-03-12'),
  route('SJW', 'BKK', ['石家庄', '曼谷'], 1320, '2026-03-20'),
];

describe('RecommendedRoutes', () => {
  it('links each route to the search for its day, domestic and international apart', async () => {
    await renderInRouter(
      <RecommendedRoutes routes={routes} airports={sampleAirports} locale="zhCn" failed={false} />,
      'zhCn',
      '广州',
    );
    const [domestic, international] = screen.getAllByRole('link');
    const domesticUrl = new URL(domestic!.getAttribute('href')!, 'http://site');
    expect(domesticUrl.pathname).toBe('/queryFlight');
    expect(Object.fromEntries(domesticUrl.searchParams)).toMatchObject({
      tripType: 'oneWay',
      origin: 'SJW',
      destination: 'CAN',
      departureDate: '2026-03-12',
      adults: '1',
      children: '0',
      infants: '0',
    });
    expect(new URL(international!.getAttribute('href')!, 'http://site').pathname).toBe('/queryFlightInter');
  });

  it('names the route, day and lowest fare in the page language, by the words the card shows (label in name)', async () => {
    await renderInRouter(
      <RecommendedRoutes routes={routes} airports={sampleAirports} locale="en" failed={false} />,
      'en',
      /from/,
    );
    expect(screen.getAllByRole('link')[0]).toHaveAccessibleName('石家庄→广州 Thu, Mar 12, 2026 from ¥480');
    expect(screen.getByText('from ¥1,320')).toBeInTheDocument();
  });

  it('says so when the routes could not be loaded', async () => {
    await renderInRouter(
      <RecommendedRoutes routes={undefined} airports={sampleAirports} locale="zhTw" failed />,
      'zhTw',
      '推薦航線暫時無法載入，請稍後再試',
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
