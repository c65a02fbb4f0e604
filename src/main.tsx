import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { DEFAULT_LOCALE, toLocale } from '../contract/locales';
import { createAppRouter } from './app-router';
import { installApiClient } from './api/client-effects';
import { createI18n } from './i18n/i18n';
import { createSessionStore } from './session/session-store';
import { reloadOnChunkError } from './ui/chunk-reload';
import { currentConnection, shouldPrefetch } from './ui/connection-preload';
import { createDialogStore } from './ui/dialog/dialog-store';
import { FeedbackProvider, type Feedback } from './ui/feedback-context';
import { system } from './ui/theme/system';
import { createToastStore } from './ui/toast/toast-store';

async function start(): Promise<void> {
  reloadOnChunkError();
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } });
  const feedback: Feedback = { toasts: createToastStore(), dialogs: createDialogStore() };
  const session = createSessionStore(window.sessionStorage);
  const firstSegment = window.location.pathname.split('/')[1];
  const i18n = await createI18n(toLocale(firstSegment) ?? DEFAULT_LOCALE);
  const router = createAppRouter({ queryClient, i18n, feedback, session }, { prefetch: shouldPrefetch(currentConnection()) });
  installApiClient({ i18n, feedback, session, navigate: (href) => void router.navigate({ href }) });
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
