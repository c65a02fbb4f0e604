import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Ad } from '../../../../contract/calls/content';
import { renderHome } from '../testing/render-home';
import { LazyAdCarousel } from './lazy-ad-carousel';

// The slides' links navigate through the router; these tests are about the carousel's arrival alone.
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => vi.fn() }));
vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => {}, removeEventListener: () => {} }));
vi.setConfig({ testTimeout: 20_000 });

const ads: Ad[] = [
  {
    id: 'ad-0',
    title: 'Spring sale',
    imageUrl: '/ads/0.svg',
    alt: 'Spring sale banner',
    link: '/serve/webView/topic-0',
  },
];

describe('the lazily loaded carousel', () => {
  it('holds the banner shape while the adverts load, then shows them once its code is here', async () => {
    const loading = renderHome(<LazyAdCarousel ads={undefined} failed={false} locale="en" />, 'en');
    expect(screen.getByTestId('ad-carousel-placeholder')).toHaveAttribute('aria-hidden', 'true');
    loading.unmount();
    renderHome(<LazyAdCarousel ads={ads} failed={false} locale="en" />, 'en');
    expect(await screen.findByRole('img', { name: 'Spring sale banner' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('ad-carousel-placeholder')).toBeNull();
  });

  it('leaves no empty box when the adverts failed', () => {
    renderHome(<LazyAdCarousel ads={undefined} failed locale="en" />, 'en');
    expect(screen.queryByTestId('ad-carousel-placeholder')).toBeNull();
  });
});
