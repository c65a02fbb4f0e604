import { screen } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ReactElement } from 'react';
import type { Locale } from '../../../../contract/locales';
import { renderHome } from './render-home';

/** Renders a piece that holds router links inside a one-route memory router; waits until it shows `text`. */
export async function renderInRouter(ui: ReactElement, locale: Locale, text: string | RegExp) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const result = renderHome(<RouterProvider router={router} />, locale);
  await screen.findAllByText(text);
  return result;
}
