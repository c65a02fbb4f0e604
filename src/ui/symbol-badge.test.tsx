import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SymbolBadge } from './symbol-badge';
import { appSystem } from './theme/system';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

describe('a symbol badge', () => {
  it('reads as its words alone: the symbol is for the eye', () => {
    render(
      <ChakraProvider value={appSystem()}>
        <p>
          NS3103{' '}
          <SymbolBadge symbol="⚠" color="orange.900" bg="orange.100">
            Delayed
          </SymbolBadge>
        </p>
      </ChakraProvider>,
    );
    expect(screen.getByText('⚠')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Delayed')).toBeVisible();
  });
});
