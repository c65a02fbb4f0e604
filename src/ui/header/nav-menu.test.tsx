import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { appSystem } from '../theme/system';
import { NavMenu } from './nav-menu';

afterEach(cleanup);

let showItems: () => void = () => {};

/** A menu whose items arrive later, as the header's lists do on the home page. */
function MenuWithLateItems() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    showItems = () => setReady(true);
  }, []);
  return <NavMenu label="Travel tips">{ready ? <a href="/flightStatus">Flight status</a> : null}</NavMenu>;
}

async function renderMenu() {
  const i18n = await createI18n('en', 'start');
  const router = createRouter({
    routeTree: createRootRoute({ component: MenuWithLateItems }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={appSystem()}>
        <RouterProvider router={router} />
      </ChakraProvider>
    </I18nextProvider>,
  );
  return screen.findByRole('button', { name: /Travel tips/ });
}

describe('a header menu', () => {
  it('opened by ArrowDown before its items arrive, moves focus to the first item when they do', async () => {
    const toggle = await renderMenu();
    toggle.focus();
    fireEvent.keyDown(toggle, { key: 'ArrowDown' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(toggle).toHaveFocus();
    act(() => showItems());
    await waitFor(() => expect(screen.getByRole('link', { name: 'Flight status' })).toHaveFocus());
  });

  it('closed before they arrive, leaves focus where it is', async () => {
    const toggle = await renderMenu();
    toggle.focus();
    fireEvent.keyDown(toggle, { key: 'ArrowDown' });
    await new Promise((resolve) => requestAnimationFrame(resolve));
    fireEvent.keyDown(toggle, { key: 'Escape' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    act(() => showItems());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toggle).toHaveFocus();
  });
});
