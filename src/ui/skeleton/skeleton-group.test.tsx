import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../../contract/locales';
import { PdfProgress } from '../pdf-progress';
import { renderInLocale } from '../testing/render-in-locale';
import { OrderCardSkeleton } from './order-card-skeleton';
import { SkeletonGroup } from './skeleton-group';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

const LOADING: Record<Locale, string> = { zhCn: '加载中…', zhTw: '載入中…', en: 'Loading…' };
const PDF: Record<Locale, string> = {
  zhCn: '正在生成 PDF，请稍候…',
  zhTw: '正在產生 PDF，請稍候…',
  en: 'Generating the PDF, this may take a few seconds…',
};

describe('a skeleton group', () => {
  for (const locale of ['zhCn', 'zhTw', 'en'] as const) {
    it(`in ${locale}: is busy, says it is loading, and hides its grey shapes from screen readers`, async () => {
      const { container } = await renderInLocale(locale, <SkeletonGroup shape={OrderCardSkeleton} count={2} />);
      const region = container.querySelector('[data-skeleton]')!;
      expect(region).toHaveAttribute('aria-busy', 'true');
      expect(region).toHaveTextContent(LOADING[locale]);
      const shapes = region.querySelector('[aria-hidden="true"]')!;
      expect(shapes.children).toHaveLength(2);
      expect(shapes).toHaveTextContent('');
    });
  }

  it('names what is loading when the page says more', async () => {
    const { container } = await renderInLocale(
      'en',
      <SkeletonGroup shape={OrderCardSkeleton} label="Loading orders…" />,
    );
    expect(container.querySelector('[data-skeleton]')).toHaveTextContent(/^Loading orders…$/);
  });
});

describe('the PDF progress message', () => {
  for (const locale of ['zhCn', 'zhTw', 'en'] as const) {
    it(`in ${locale}: is an empty status region while idle and says the PDF is being made while busy`, async () => {
      const { rerender } = await renderInLocale(locale, <PdfProgress busy={false} />);
      expect(screen.getByRole('status')).toHaveTextContent(/^$/);
      rerender(<PdfProgress busy />);
      expect(screen.getByRole('status')).toHaveTextContent(PDF[locale]);
    });
  }
});
