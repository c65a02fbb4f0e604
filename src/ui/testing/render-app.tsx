import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { configure, render, screen } from '@testing-library/react';
import { beforeEach, vi } from 'vitest';
import { DEFAULT_LOCALE, toLocale } from '../../../contract/locales';
import { AppProviders } from '../../app-providers';
import { createAppRouter } from '../../app-router';
import { createI18n } from '../../i18n/i18n';
import { createSessionStore } from '../../session/session-store';
import { createDialogStore } from '../dialog/dialog-store';
import type { Feedback } from '../feedback-context';
import { createToastStore } from '../toast/toast-store';
import { freshPageEachTest } from './fresh-page-each-test';

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
  const view = render(<AppProviders i18n={i18n} queryClient={queryClient} feedback={feedback} router={router} />);
  await screen.findByRole('banner');
  return { ...view, router, i18n, feedback, queryClient, session };
}

/** For a file of whole-app tests with no server behind them: every call fails (500), and each test starts afresh. */
export function withoutServer() {
  freshPageEachTest();
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
  });
}
