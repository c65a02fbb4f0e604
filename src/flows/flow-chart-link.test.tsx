import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import enFlowHost from '../../contract/catalogues/en/flowHost.json';
import zhCnFlowHost from '../../contract/catalogues/zhCn/flowHost.json';
import { appSystem } from '../ui/theme/system';
import { FlowChartLink } from './flow-chart-link';

// No router around it: the viewer is a page of its own (flows-viewer/), reached by a plain link.
function renderLink(locale: 'en' | 'zhCn', machine: string) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: locale,
    initAsync: false,
    resources: { en: { translation: { flowHost: enFlowHost } }, zhCn: { translation: { flowHost: zhCnFlowHost } } },
  });
  render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={appSystem()}>
        <QueryClientProvider client={new QueryClient()}>
          <FlowChartLink machine={machine} />
        </QueryClientProvider>
      </ChakraProvider>
    </I18nextProvider>,
  );
}

afterEach(cleanup);

describe('the chart link on a flow’s page', () => {
  it("points to the flows viewer's own page, in the page's language, at the flow's machine", () => {
    renderLink('en', 'booking');
    expect(screen.getByRole('link', { name: enFlowHost.chartLink }).getAttribute('href')).toBe(
      '/en/flows?machine=booking',
    );
    cleanup();
    renderLink('zhCn', 'payment-polling');
    expect(screen.getByRole('link', { name: zhCnFlowHost.chartLink }).getAttribute('href')).toBe(
      '/flows?machine=payment-polling',
    );
  });
});
