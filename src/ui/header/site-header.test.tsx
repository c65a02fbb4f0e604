import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_CALLS } from '../../../contract/first-load/content-call-paths';
import { LOCALE_COOKIE } from '../../../contract/locales';
import { renderApp } from '../testing/render-app';
import { answerFetch } from '../testing/form-replies';
import { freshPageEachTest } from '../testing/fresh-page-each-test';

const topicGroups = [
  {
    dincCode: 'ticket',
    dincName: '客票服务',
    infoNoticeList: Array.from({ length: 9 }, (_, index) => ({
      name: `客票须知${index + 1}`,
      topicid: `t${index + 1}`,
      category: '客票',
      categoryid: 'c1',
      creationdate: '2026-01-01',
    })),
  },
];

// The first render loads the whole route tree and catalogues, slow on a busy machine.
freshPageEachTest();

function answer(input: RequestInfo | URL): Response {
  const isTopicGroups = String(input).endsWith(CONTENT_CALLS.infoNoticeListByWeb);
  const body = isTopicGroups
    ? { resultCode: '0', resultMsg: 'ok', data: topicGroups }
    : { resultCode: '1', resultMsg: 'not in this test' };
  return new Response(JSON.stringify(body), { status: 200 });
}

/** jsdom applies no media queries, so the header is in its phone layout: open the menu button first. */
async function openPhoneMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /菜单|Menu/ }));
}

beforeEach(() => {
  answerFetch(answer);
  document.cookie = `${LOCALE_COOKIE}=; path=/; max-age=0`;
  window.sessionStorage.clear();
});

describe('header menus', () => {
  it('opens travel tips by keyboard, lists the nine tips and closes with Esc, giving focus back', async () => {
    await renderApp('/serve/complaints');
    const user = userEvent.setup();
    await openPhoneMenu(user);
    const toggle = screen.getByRole('button', { name: /出行指南/ });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel).toBeVisible();
    // The menu's list mounts in the background (lazyView), a moment after the panel opens.
    await waitFor(() => expect(panel.querySelectorAll('a')).toHaveLength(9));
    expect(panel.querySelector('a[href="/flightStatus"]')).toHaveTextContent('航班动态');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('moves focus into the member menu on ArrowDown; the Member label itself links to /member', async () => {
    await renderApp('/serve/complaints');
    await openPhoneMenu(userEvent.setup());
    const toggle = screen.getByRole('button', { name: '展开会员菜单' });
    expect(screen.getByRole('link', { name: '会员' })).toHaveAttribute('href', '/member');
    fireEvent.keyDown(toggle, { key: 'ArrowDown' });
    await waitFor(() => expect(screen.getByRole('link', { name: '我的账户' })).toHaveFocus());
  });

  it('opens booking services on hover with at most 7 topics per group', async () => {
    await renderApp('/serve/complaints');
    // The desktop menu (hidden in jsdom's phone layout, but its handlers are the same).
    const toggle = screen.getAllByRole('button', { name: /预订服务/, hidden: true })[0]!;
    fireEvent.mouseEnter(toggle.parentElement!.parentElement!);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel).not.toHaveAttribute('hidden');
    await waitFor(() => expect(panel).toHaveTextContent('客票须知1'));
    expect(panel.querySelectorAll('a')).toHaveLength(7);
    expect(panel.querySelector('a')).toHaveAttribute('href', '/serve/webView/t1');
  });
});

describe('language switcher', () => {
  it('keeps the page, switches the language and <html lang>, and remembers the choice', async () => {
    const { router } = await renderApp('/serve/complaints');
    const user = userEvent.setup();
    await openPhoneMenu(user);
    await user.selectOptions(screen.getByRole('combobox', { name: '语言' }), 'en');
    await screen.findByRole('heading', { level: 1, name: 'Complaints' });
    expect(router.state.location.pathname).toBe('/en/serve/complaints');
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=en`);
    await openPhoneMenu(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'zhCn');
    await screen.findByRole('heading', { level: 1, name: '投诉建议' });
    expect(router.state.location.pathname).toBe('/serve/complaints');
  });
});

describe('login box', () => {
  it('prompts to log in when logged out and greets by display name with a logout button when logged in', async () => {
    const { session } = await renderApp('/serve/complaints');
    await openPhoneMenu(userEvent.setup());
    expect(screen.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/account');
    act(() =>
      session.save({
        userid: 'u1',
        jwtToken: 'j',
        cnName: '',
        mobile: '13812345678',
        email: 'a@b.cn',
        identityStatus: '0',
        egretId: '',
        ffpBindingFlag: '0',
        ffpRenewNotice: null,
      }),
    );
    expect(await screen.findByRole('link', { name: '您好，13812345678' })).toHaveAttribute('href', '/member/home');
    expect(screen.getByRole('button', { name: '退出登录' })).toBeVisible();
  });
});
