import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_SERVICE_CALLS } from '../../../contract/calls/customer-service';
import { renderApp } from '../../ui/testing/render-app';
import { notInThisTest, pathOf, answerFetch } from '../../ui/testing/form-replies';
import { freshPageEachTest } from '../../ui/testing/fresh-page-each-test';

freshPageEachTest();

const CHAT_TOKEN = 'header.payload-of-a-chat-token.signature';
let unreadCount = 0;
let tokenReply: 'ok' | 'fail' = 'ok';
const calls: string[] = [];

function answer(input: RequestInfo | URL): Response {
  const path = pathOf(input);
  calls.push(path);
  const reply = (data: unknown) =>
    new Response(JSON.stringify({ code: 'success', message: 'success', data }), { status: 200 });
  if (path === CUSTOMER_SERVICE_CALLS.queryNews) return reply({ unreadCount, news: [] });
  if (path === CUSTOMER_SERVICE_CALLS.getToken) {
    return tokenReply === 'ok'
      ? reply({ token: CHAT_TOKEN, expiresAt: '2026-01-01T12:00:00Z' })
      : new Response(JSON.stringify({ code: '500', message: 'down' }), { status: 500 });
  }
  return notInThisTest();
}

/** On a phone (jsdom applies no media queries) the side box may be folded behind one button: unfold it first. */
function chatButton(name: RegExp = /^在线客服/): HTMLElement {
  const fold = screen.queryByRole('button', { name: /^(更多服务|More services)/, expanded: false });
  if (fold) fireEvent.click(fold);
  return screen.getByRole('button', { name });
}
/** The page with its side box, which arrives just after the first paint. */
async function renderPage(path: string) {
  const app = await renderApp(path);
  await screen.findByRole('complementary');
  return app;
}
const dotOf = (button: HTMLElement) => within(button).queryByTestId('chat-unread-dot');
const polls = () => calls.filter((path) => path === CUSTOMER_SERVICE_CALLS.queryNews).length;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  answerFetch(answer);
  window.sessionStorage.clear();
  unreadCount = 0;
  tokenReply = 'ok';
  calls.length = 0;
});
afterEach(() => vi.useRealTimers());

describe('the side box chat button', () => {
  it('shows no dot before the first poll, and a dot with its label once a poll finds unread messages', async () => {
    unreadCount = 2;
    await renderPage('/serve/complaints');
    expect(dotOf(chatButton())).toBeNull();
    expect(polls()).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(dotOf(chatButton())).toBeTruthy());
    expect(chatButton().getAttribute('aria-label')).toBe('在线客服，2 条未读消息');
  });

  it('shows no dot when nothing is unread', async () => {
    await renderPage('/serve/complaints');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(polls()).toBe(1));
    expect(dotOf(chatButton())).toBeNull();
    expect(chatButton().getAttribute('aria-label')).toBe('在线客服');
  });

  it('does not poll while the tab is hidden, and polls after its wait once shown', async () => {
    await renderPage('/serve/complaints');
    const setHidden = (hidden: boolean) => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    setHidden(true);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(polls()).toBe(0);
    setHidden(false);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(polls()).toBe(1);
    delete (document as { hidden?: boolean }).hidden;
  });

  it('opens the chat window with the chat token, clears the dot and polls again 10 s later', async () => {
    unreadCount = 2;
    const chatWindow = { opener: {}, closed: false, location: { replace: vi.fn() }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(chatWindow as unknown as Window);
    await renderPage('/en/serve/complaints');
    await act(() => vi.advanceTimersByTimeAsync(30_000)); // polls at 10 s and 30 s: the next wait is 30 s
    expect(polls()).toBe(2);
    unreadCount = 0;
    const button = chatButton(/^Online chat/);
    expect(dotOf(button)).toBeTruthy();
    fireEvent.click(button);
    expect(open).toHaveBeenCalledWith('', '_blank', expect.any(String));
    expect(chatWindow.opener).toBeNull();
    await waitFor(() =>
      expect(chatWindow.location.replace).toHaveBeenCalledWith(`/en/chat?token=${encodeURIComponent(CHAT_TOKEN)}`),
    );
    expect(dotOf(chatButton(/^Online chat/))).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(polls()).toBe(3);
  });

  it('closes the blank window and says so when no token can be had', async () => {
    tokenReply = 'fail';
    const chatWindow = { opener: {}, closed: false, location: { replace: vi.fn() }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(chatWindow as unknown as Window);
    await renderPage('/serve/complaints');
    fireEvent.click(chatButton());
    await waitFor(() => expect(chatWindow.close).toHaveBeenCalled());
    expect(chatWindow.location.replace).not.toHaveBeenCalled();
    expect(await screen.findByText('在线客服暂时无法打开，请稍后再试。')).toBeTruthy();
  });
});
