import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider, type AnyRouter } from '@tanstack/react-router';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { FeedbackProvider, type Feedback } from './ui/feedback-context';
import { styleCache } from './ui/theme/style-cache';
import { appSystem } from './ui/theme/system';

// start-app.tsx makes the design system in a task of its own, before the first render.
export { appSystem };

/** The app inside its providers: the same tree in the browser (start-app.tsx) and in tests (renderApp). */
export function AppProviders(props: { i18n: I18n; queryClient: QueryClient; feedback: Feedback; router: AnyRouter }) {
  return (
    <I18nextProvider i18n={props.i18n}>
      <CacheProvider value={styleCache()}>
        <ChakraProvider value={appSystem()}>
          <QueryClientProvider client={props.queryClient}>
            <FeedbackProvider feedback={props.feedback}>
              <RouterProvider router={props.router} />
            </FeedbackProvider>
          </QueryClientProvider>
        </ChakraProvider>
      </CacheProvider>
    </I18nextProvider>
  );
}
