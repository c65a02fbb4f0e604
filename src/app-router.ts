import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { RouterContext } from './router-context';
import { routeTree } from './routeTree.gen';
import { RouteErrorPage, NotFoundPage } from './ui/errors/error-pages';

/** The app's router; start-app.tsx gives it the browser, tests a memory history. */
export function createAppRouter(context: RouterContext, options: { prefetch: boolean; history?: RouterHistory }) {
  return createRouter({
    routeTree,
    context,
    history: options.history,
    defaultPreload: options.prefetch ? 'intent' : false,
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
