import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CUSTOMER_SERVICE_CALLS, type ChatMessage } from '../../../contract/calls/customer-service';
import { renderApp } from '../../ui/testing/render-app';
import { notInThisTest, pathOf, answerFetch } from '../../ui/testing/form-replies';
import { freshPageEachTest } from '../../ui/testing/fresh-page-each-test';

freshPageEachTest();

const TOKEN = 'header.payload-of-a-chat-token.signature';
const message = (
  id: string,
  author: ChatMessage['author'],
  text: string,
  extra: Partial<ChatMessage> = {},
): ChatMessage => ({ id, author, text, links: [], createdAt: '2026-01-01T00:00:00Z', read: true, ...extra });
const sent: unknown[] = [];

function answer(input: RequestInfo | URL, init?: RequestInit): Response {
  const path = pathOf(input);
  const reply = (data: unknown) =>
    new Response(JSON.stringify({ code: 'success', message: 'success', data }), { status: 200 });
  if (path === CUSTOMER_SERVICE_CALLS.queryMessages)
    return reply({ messages: [message('1', 'service', 'Welcome to Hebei Airlines membership!')] });
  if (path === CUSTOMER_SERVICE_CALLS.sendMessage) {
    const payload = JSON.parse(String(init?.body)) as { text: string };
    sent.push(payload);
    return reply({
      messages: [
        message('2', 'traveller', payload.text),
        message('3', 'assistant', 'The automatic assistant found these topics for you:', {
          links: [{ topicid: 'F6203', title: 'Can power banks go in checked baggage?' }],
        }),
      ],
    });
  }
  return notInThisTest();
}

beforeEach(() => {
  answerFetch(answer);
  window.sessionStorage.clear();
  sent.length = 0;
});

describe('the chat window', () => {
  it('shows the conversation without the site frame, and the assistant answer with topic links after a question', async () => {
    await renderApp(`/en/chat?token=${TOKEN}`);
    const log = await screen.findByRole('log', { name: 'Conversation' });
    expect(await within(log).findByText('Welcome to Hebei Airlines membership!')).toBeTruthy();
    expect(within(log).getByText('Service notice')).toBeTruthy();
    expect(screen.queryByRole('complementary')).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your question'), 'Can I bring a power bank?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const link = await within(log).findByRole('link', { name: 'Can power banks go in checked baggage?' });
    expect(link.getAttribute('href')).toBe('/en/serve/webView/F6203');
    expect(within(log).getByText('Automatic assistant')).toBeTruthy();
    expect(sent).toEqual([{ token: TOKEN, text: 'Can I bring a power bank?' }]);
    expect((screen.getByLabelText('Your question') as HTMLTextAreaElement).value).toBe('');
  });

  it('will not send an empty message, and says why', async () => {
    await renderApp(`/chat?token=${TOKEN}`);
    await screen.findByRole('log');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('您的问题'), '   ');
    await user.click(screen.getByRole('button', { name: '发送' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请输入消息内容');
    await waitFor(() => expect(sent).toEqual([]));
  });

  it('explains a window opened without a token', async () => {
    await renderApp('/zhTw/chat');
    expect((await screen.findByRole('alert')).textContent).toContain('線上客服');
  });
});
