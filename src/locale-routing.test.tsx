import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCALE_COOKIE } from '../contract/locales';
import { renderApp, withoutServer } from './ui/testing/render-app';

withoutServer();
// The home page's loader starts its lazy chunks; loaded here first, none is still importing when the file ends.
beforeAll(async () => {
  await Promise.all([
    import('./features/home/carousel/ad-carousel'),
    import('./features/home/search-box/search-box'),
    import('./features/home/home-sections'),
  ]);
});
afterEach(() => {
  document.cookie = `${LOCALE_COOKIE}=; path=/; max-age=0`;
});

describe('locale prefix in the router', () => {
  it('drops /zhCn when the cookie holds zhCn', async () => {
    document.cookie = `${LOCALE_COOKIE}=zhCn; path=/`;
    const { router } = await renderApp('/zhCn/serve/complaints');
    await screen.findByRole('heading', { level: 1, name: '投诉建议' });
    expect(router.state.location.pathname).toBe('/serve/complaints');
  });

  it('renders /zhTw pages in traditional Chinese with <html lang="zh-TW">', async () => {
    await renderApp('/zhTw/serve/complaints');
    expect(await screen.findByRole('heading', { level: 1, name: '投訴建議' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('zh-TW');
  });

  it('sends the bare root to /en when English was remembered', async () => {
    document.cookie = `${LOCALE_COOKIE}=en; path=/`;
    const { router } = await renderApp('/');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/en'));
  });
});
