import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
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
import { createToastStore } from './ui/toast/toast-store';

// zod compiles object schemas with `new Function` when eval is allowed, and finds out by trying: under the
// site's CSP (no 'unsafe-eval') that probe is reported as a violation. Its interpreter is fast enough here.
// zod keeps its config on this global (shared by every copy of zod); setting it here, before zod loads with
// the first form, keeps zod itself out of the first load (`z.config` would bring it in).
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };

async function start(): Promise<void> {
  reloadOnChunkError();
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1 } } });
  const feedback: Feedback = { toasts: createToastStore(), dialogs: createDialogStore() };
  const session = createSessionStore(window.sessionStorage);
  applyPageBoot(readPageBoot(document), { stores: window, queryClient });
  const firstSegment = window.location.pathname.split('/')[1];
  const i18n = await createI18n(toLocale(firstSegment) ?? DEFAULT_LOCALE, 'start');
  const router = createAppRouter(
    { queryClient, i18n, feedback, session },
    { prefetch: shouldPrefetch(currentConnection()) },
  );
  installApiClient({ i18n, feedback, session, navigate: (href) => void router.navigate({ href }) });
  createRoot(document.getElementById('app')!).render(
    <StrictMode>
      <AppProviders i18n={i18n} queryClient={queryClient} feedback={feedback} router={router} />
    </StrictMode>,
  );
}

void start();
