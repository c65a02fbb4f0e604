import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Locale } from '../../../../../contract/locales';
import { createI18n } from '../../../../i18n/i18n';
import { appSystem } from '../../../../ui/theme/system';
import { notInThisTest, pathOf, answerFetch } from '../../../../ui/testing/form-replies';

/** Replies by call path; any other path answers as an unknown call would. */
export function stubCalls(replies: Record<string, unknown>) {
  const sent: { path: string; body: unknown }[] = [];
  answerFetch(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = pathOf(input);
    sent.push({ path, body: init?.body });
    if (!(path in replies)) return notInThisTest();
    return new Response(JSON.stringify({ resultCode: '0', code: 'success', message: 'success', data: replies[path] }), {
      status: 200,
    });
  });
  return sent;
}

/** A component in the app's providers (i18n in the given language, Chakra, React Query), without the router. */
export async function renderWithProviders(element: ReactElement, locale: Locale = 'zhCn') {
  const i18n = await createI18n(locale);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={appSystem()}>
        <QueryClientProvider client={queryClient}>{element}</QueryClientProvider>
      </ChakraProvider>
    </I18nextProvider>,
  );
}
