import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { DEFAULT_LOCALE, toLocale } from '../contract/locales';
import { createI18n } from './i18n/i18n';
import { routeTree } from './routeTree.gen';
import { system } from './ui/theme/system';

const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } });

function createAppRouter(i18n: I18n) {
  return createRouter({ routeTree, context: { queryClient, i18n }, defaultPreload: 'intent', scrollRestoration: true });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

async function start(): Promise<void> {
  const firstSegment = window.location.pathname.split('/')[1];
  const i18n = await createI18n(toLocale(firstSegment) ?? DEFAULT_LOCALE);
  const router = createAppRouter(i18n);
  createRoot(document.getElementById('app')!).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={system}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </ChakraProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}

void start();
