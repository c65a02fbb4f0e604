import { QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { DEFAULT_LOCALE, toLocale } from '../contract/locales';
import { AppProviders } from './app-providers';
import { createAppRouter } from './app-router';
import { applyPageBoot, readPageBoot } from './api/page-boot';
import { installApiClient } from './install-api-client';
import { createI18n } from './i18n/i18n';
import { createSessionStore } from './session/session-store';
import { reloadOnChunkError } from './ui/chunk-reload';
import { currentConnection, shouldPrefetch } from './ui/connection-preload';
import { createDialogStore } from './ui/dialog/dialog-store';
import type { Feedback } from './ui/feedback-context';
import { appSystem } from './ui/theme/system';
import { createToastStore } from './ui/toast/toast-store';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  // Each step below in a task of its own, not in the one that evaluated the app's code: a phone's main thread
  // is never held long at a stretch (long tasks are what TBT counts).
  await nextTask();
  reloadOnChunkError();
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } });
  const feedback: Feedback = { toasts: createToastStore(), dialogs: createDialogStore() };
  const session = createSessionStore(window.sessionStorage);
  applyPageBoot(readPageBoot(document), { stores: window, queryClient });
  const firstSegment = window.location.pathname.split('/')[1];
  const catalogue = createI18n(toLocale(firstSegment) ?? DEFAULT_LOCALE, 'start');
  // The design system is made while the catalogue is on its way.
  await nextTask();
  appSystem();
  const i18n = await catalogue;
  await nextTask();
  const router = createAppRouter(
    { queryClient, i18n, feedback, session },
    { prefetch: shouldPrefetch(currentConnection()) },
  );
  installApiClient({ i18n, feedback, session, navigate: (href) => void router.navigate({ href }) });
  // The page's route chunks and loaders before the first render, not during it: the router's store changing
  // while React renders would make React redo the whole page in one blocking pass. (Its errors show in the page.)
  await router.load().catch(() => undefined);
  const root = createRoot(document.getElementById('app')!);
  // As a transition, the first render yields to the browser every few milliseconds instead of holding a
  // phone's main thread for the whole page at once (long tasks are what Total Blocking Time counts).
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders i18n={i18n} queryClient={queryClient} feedback={feedback} router={router} />
      </StrictMode>,
    ),
  );
}

/** The SPA: its stores, catalogue, router and React root (main.tsx runs it after the first paint). */
void start();
