import { QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { DEFAULT_LOCALE, toLocale } from '../contract/locales';
import { applyPageBoot, readPageBoot } from './api/page-boot';
import { installApiClient } from './install-api-client';
import { createI18n } from './i18n/i18n';
import { createSessionStore } from './session/session-store';
import { reloadOnChunkError } from './ui/chunk-reload';
import { currentConnection, shouldPrefetch } from './ui/connection-preload';
import { createDialogStore } from './ui/dialog/dialog-store';
import type { Feedback } from './ui/feedback-context';
import { createToastStore } from './ui/toast/toast-store';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A chunk's module, in a task after the one that evaluated it: what uses it does not lengthen that task. */
async function arrived<Module>(chunk: Promise<Module>): Promise<Module> {
  const module = await chunk;
  await nextTask();
  return module;
}

async function start(): Promise<void> {
  reloadOnChunkError();
  // The app's other chunks, fetched together and each evaluated as it arrives (contract/first-load/app-chunks.ts).
  const reactDom = import('react-dom/client');
  const providers = import('./app-providers');
  const routing = import('./app-router');
  // Each step below in a task of its own, not in the one that evaluated the app's code: a phone's main thread
  // is never held long at a stretch (long tasks are what TBT counts).
  await nextTask();
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } });
  const feedback: Feedback = { toasts: createToastStore(), dialogs: createDialogStore() };
  const session = createSessionStore(window.sessionStorage);
  applyPageBoot(readPageBoot(document), { stores: window, queryClient });
  const firstSegment = window.location.pathname.split('/')[1];
  const catalogue = createI18n(toLocale(firstSegment) ?? DEFAULT_LOCALE, 'start');
  // The design system is made while the catalogue is on its way.
  const { AppProviders, appSystem } = await arrived(providers);
  appSystem();
  const i18n = await catalogue;
  const { createAppRouter } = await arrived(routing);
  const router = createAppRouter(
    { queryClient, i18n, feedback, session },
    { prefetch: shouldPrefetch(currentConnection()) },
  );
  installApiClient({ i18n, feedback, session, navigate: (href) => void router.navigate({ href }) });
  await nextTask();
  // The page's route chunks and loaders before the first render, not during it: the router's store changing
  // while React renders would make React redo the whole page in one blocking pass. (Its errors show in the page.)
  await router.load().catch(() => undefined);
  const { createRoot } = await arrived(reactDom);
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
