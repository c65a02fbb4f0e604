import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { DEFAULT_LOCALE, toLocale } from '../contract/locales';
import { createI18n } from './i18n/i18n';
import { routeTree } from './routeTree.gen';
import { createSessionStore } from './session/session-store';
import { reloadOnChunkError } from './ui/chunk-reload';
import { currentConnection, shouldPrefetch } from './ui/connection-preload';
import { createDialogStore } from './ui/dialog/dialog-store';
import { RouteErrorPage, NotFoundPage } from './ui/errors/error-pages';
import { FeedbackProvider, type Feedback } from './ui/feedback-context';
import { system } from './ui/theme/system';
import { createToastStore } from './ui/toast/toast-store';

const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } });
const feedback: Feedback = { toasts: createToastStore(), dialogs: createDialogStore() };
const session = createSessionStore(window.sessionStorage);

function createAppRouter(i18n: I18n) {
  return createRouter({
    routeTree,
    context: { queryClient, i18n, feedback, session },
    defaultPreload: shouldPrefetch(currentConnection()) ? 'intent' : false,
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

async function start(): Promise<void> {
  reloadOnChunkError();
  const firstSegment = window.location.pathname.split('/')[1];
  const i18n = await createI18n(toLocale(firstSegment) ?? DEFAULT_LOCALE);
  const router = createAppRouter(i18n);
  createRoot(document.getElementById('app')!).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={system}>
          <QueryClientProvider client={queryClient}>
            <FeedbackProvider feedback={feedback}>
              <RouterProvider router={router} />
            </FeedbackProvider>
          </QueryClientProvider>
        </ChakraProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}

void start();
