import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { renderApp, withoutServer } from '../testing/render-app';

withoutServer();

describe('error pages', () => {
  it('shows "page not found" with a way home for a path no route matches', async () => {
    await renderApp('/en/no/such/page');
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en');
  });

  it('treats an unknown first segment as a missing page, not as a locale', async () => {
    await renderApp('/fr/member/home');
    expect(await screen.findByRole('heading', { name: '页面未找到' })).toBeInTheDocument();
  });

  it('shows the 404 page when a page fails with status 404, and the 500 page for other failures', async () => {
    const { router } = await renderApp('/serve/bulletin');
    const route = router.routesById['/{-$locale}/serve/bulletin'];
    Object.assign(route.options, {
      loader: () => Promise.reject(new ApiError({ resultCode: '404', resultMsg: 'gone' }, 404)),
    });
    await router.invalidate();
    expect(await screen.findByRole('heading', { name: '抱歉！您访问的页面不存在' })).toBeInTheDocument();
    Object.assign(route.options, { loader: () => Promise.reject(new Error('boom')) });
    await router.invalidate();
    expect(await screen.findByRole('heading', { name: '程序异常' })).toBeInTheDocument();
    expect(screen.getByText('程序出现异常，请联系工作人员。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
  });
});
