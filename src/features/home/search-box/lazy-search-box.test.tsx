import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderHome } from '../testing/render-home';
import { sampleAirports } from '../testing/sample-airports';
import { LazySearchBox } from './lazy-search-box';

vi.setConfig({ testTimeout: 20_000 });

describe('the lazily loaded search box', () => {
  it('holds its place with an empty card, then shows the search box in it', async () => {
    renderHome(
      <LazySearchBox airports={sampleAirports} locale="en" today="2026-03-10" onSearch={vi.fn()} statusSearch={null} />,
      'en',
    );
    expect(screen.getByTestId('search-box-placeholder')).toHaveAttribute('aria-hidden', 'true');
    expect(await screen.findByRole('button', { name: 'Search flights' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('search-box-placeholder')).toBeNull();
  });
});
