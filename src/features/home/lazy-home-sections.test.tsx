import { screen } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import type { InfoNoticeGroup, RecommendedRoute } from '../../../contract/calls/content';
import { LazyHomeSections } from './lazy-home-sections';
import { renderHome } from './testing/render-home';
import { sampleAirports } from './testing/sample-airports';

vi.setConfig({ testTimeout: 20_000 });

const settled = <T,>(data: T) => ({ data, isError: false }) as UseQueryResult<T>;
const route: RecommendedRoute = {
  origin: 'SJW',
  destination: 'CAN',
  originCityName: 'Shijiazhuang',
  destinationCityName: 'Guangzhou',
  lowestPrice: 480,
  currency: 'CNY',
  flightDate: '2026-03-12',
  flightNo: 'NS3211',
  cabinClass: 'Y',
};
const group: InfoNoticeGroup = {
  dincCode: 'travel',
  dincName: 'Travel tips',
  infoNoticeList: [{ topicid: 'T1', name: 'Carry-on rules', creationdate: '2026-03-01' }],
} as InfoNoticeGroup;

describe('the lazily loaded home sections', () => {
  it('hold their place with loading cards, then show the routes and the topics', async () => {
    const sections = (
      <LazyHomeSections routes={settled([route])} notices={settled([group])} airports={sampleAirports} locale="en" />
    );
    const router = createRouter({
      routeTree: createRootRoute({ component: () => sections }),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
    renderHome(<RouterProvider router={router} />, 'en');
    expect(await screen.findByTestId('home-sections-placeholder')).toHaveAttribute('aria-hidden', 'true');
    expect(await screen.findByRole('heading', { name: 'Travel tips' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Guangzhou/ })).toBeInTheDocument();
    expect(screen.queryByTestId('home-sections-placeholder')).toBeNull();
  });
});
