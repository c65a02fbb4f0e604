import { ChakraProvider } from '@chakra-ui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/i18n';
import { appSystem } from './theme/system';
import { UnbrokenValuesText } from './unbroken-values-text';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

describe('a sentence whose dates stay on one line', () => {
  it('renders the sentence as translated, each named value as given in an element that does not wrap', async () => {
    const i18n = await createI18n('en');
    const values = { origin: 'Shijiazhuang', destination: 'Shenzhen', date: '2026-12-07', count: 2 };
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={appSystem()}>
          <p>
            <UnbrokenValuesText i18nKey="search.modify.summary" values={values} unbroken={['date']} />
          </p>
        </ChakraProvider>
      </I18nextProvider>,
    );
    expect(container).toHaveTextContent(i18n.t('search.modify.summary', values));
    const date = screen.getByText('2026-12-07', { exact: true });
    expect(getComputedStyle(date).whiteSpace).toBe('nowrap');
    expect(screen.getByText(/Shijiazhuang → Shenzhen/)).not.toHaveStyle({ whiteSpace: 'nowrap' });
  });
});
