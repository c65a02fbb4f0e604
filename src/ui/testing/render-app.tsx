import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { configure, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { DEFAULT_LOCALE, toLocale } from '../../../contract/locales';
import { createAppRouter } from '../../app-router';
import { createI18n } from '../../i18n/i18n';
import { createSessionStore } from '../../session/session-store';
import { createDialogStore } from '../dialog/dialog-store';
import { FeedbackProvider, type Feedback } from '../feedback-context';
import { system } from '../theme/system';
import { createToastStore } from '../toast/toast-store';

// The first render of the whole app loads every catalogue and route module: slow on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

/** The whole app (real route tree, shell, i18n) at a path, in memory; resolves once the first page is shown. */
export async function renderApp(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const feedback: Feedback = { toasts: createToastStore(), dialogs: createDialogStore() };
  const session = createSessionStore(window.sessionStorage);
  const i18n = await createI18n(toLocale(path.split('/')[1]) ?? DEFAULT_LOCALE);
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ queryClient, i18n, feedback, session }, { prefetch: false, history });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={system}>
        <QueryClientProvider client={queryClient}>
          <FeedbackProvider feedback={feedback}>
            <RouterProvider router={router} />
          </FeedbackProvider>
        </QueryClientProvider>
      </ChakraProvider>
    </I18nextProvider>,
  );
  await screen.findByRole('banner');
  return { ...view, router, i18n, feedback, queryClient, session };
}
