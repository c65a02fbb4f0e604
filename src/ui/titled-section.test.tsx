import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithCatalogues } from './testing/render-with-catalogues';
import { TitledSection } from './titled-section';

describe('a titled section', () => {
  it('is a region named by its own heading', () => {
    renderWithCatalogues(
      <TitledSection id="wallet-bills-title" title="Bills">
        <p>none yet</p>
      </TitledSection>,
      'en',
      {},
    );
    const region = screen.getByRole('region', { name: 'Bills' });
    expect(region).toContainElement(screen.getByRole('heading', { level: 2, name: 'Bills' }));
    expect(region).toHaveTextContent('none yet');
  });
});
