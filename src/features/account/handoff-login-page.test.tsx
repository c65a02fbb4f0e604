import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../ui/testing/render-app';

vi.setConfig({ testTimeout: 30_000 });
afterEach(cleanup);

describe('/account/api', () => {
  it('says a link without a well-formed code is not valid, and offers the login page with its path', async () => {
    await renderApp('/zhTw/account/api?path=%2Fmember%2Forder');
    expect(await screen.findByRole('alert')).toHaveTextContent('該登入連結無效，請使用帳號登入');
    expect(screen.getByRole('link', { name: '使用帳號登入' }).getAttribute('href')).toBe(
      '/zhTw/account?path=%2Fmember%2Forder',
    );
    expect(screen.queryByText('該功能尚未開發，敬請期待')).toBeNull();
  });
});
