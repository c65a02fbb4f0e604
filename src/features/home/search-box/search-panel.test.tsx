import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderHome } from '../testing/render-home';
import { sampleAirports } from '../testing/sample-airports';
import { SearchPanel } from './search-panel';

describe('the home search card', () => {
  it('opens on the flight search and switches to the flight-status search by its tab, by click or arrow key', () => {
    renderHome(
      <SearchPanel
        airports={sampleAirports}
        locale="en"
        today="2026-03-10"
        onSearch={vi.fn()}
        statusSearch={<p>status search here</p>}
      />,
      'en',
    );
    const flights = screen.getByRole('tab', { name: 'Book a flight' });
    const status = screen.getByRole('tab', { name: 'Flight status' });
    expect(flights).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Book a flight' })).toContainElement(
      screen.getByRole('button', { name: 'Search flights' }),
    );
    expect(screen.queryByText('status search here')).toBeNull();

    fireEvent.click(status);
    expect(screen.getByRole('tabpanel', { name: 'Flight status' })).toHaveTextContent('status search here');
    expect(screen.queryByRole('button', { name: 'Search flights' })).toBeNull();

    fireEvent.keyDown(status, { key: 'ArrowLeft' });
    expect(flights).toHaveAttribute('aria-selected', 'true');
    expect(flights).toHaveFocus();
  });
});
