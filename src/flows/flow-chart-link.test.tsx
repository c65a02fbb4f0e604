import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import enFlowHost from '../../contract/catalogues/en/flowHost.json';
import zhCnFlowHost from '../../contract/catalogues/zhCn/flowHost.json';
import { renderWithCatalogues } from '../ui/testing/render-with-catalogues';
import { FlowChartLink } from './flow-chart-link';

const flowHostOf = { en: enFlowHost, zhCn: zhCnFlowHost };

// No router around it: the viewer is a page of its own (flows-viewer/), reached by a plain link.
function renderLink(locale: 'en' | 'zhCn', machine: string) {
  renderWithCatalogues(
    <FlowChartLink machine={machine} />,
    locale,
    { flowHost: flowHostOf[locale] },
    { withQueries: true },
  );
}

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
