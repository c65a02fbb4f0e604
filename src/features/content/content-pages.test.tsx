import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_CALLS } from '../../../contract/first-load/content-call-paths';
import { renderApp } from '../../ui/testing/render-app';
import { notInThisTest, answerFetch } from '../../ui/testing/form-replies';
import { freshPageEachTest } from '../../ui/testing/fresh-page-each-test';

freshPageEachTest();

const faqTree = [
  {
    dincCode: 'faq',
    dincName: '常见问题',
    children: [
      { categoryid: 'faq-ticket', category: '购票', children: [] },
      { categoryid: 'faq-bag', category: '行李', children: [] },
    ],
  },
];
const faqPage = (pageNum: number) => ({
  total: 12,
  pageNum,
  pageSize: 10,
  list: [
    {
      topicid: `q${pageNum}`,
      title: `问题${pageNum}`,
      createDate: '2026-03-01',
      category: '购票',
      categoryid: 'faq-ticket',
    },
  ],
});
const topic = {
  topicid: 'q1',
  title: '儿童票如何购买',
  dincCode: 'faq',
  dincName: '常见问题',
  category: '购票',
  categoryid: 'faq-ticket',
  createDate: '2026-03-01',
  updateDate: '2026-03-02',
  content: [
    { kind: 'heading', text: '购买方式' },
    { kind: 'list', items: ['官网', 'App'] },
  ],
};

const requests: { path: string; body: string }[] = [];
function reply(data: unknown) {
  return new Response(JSON.stringify({ resultCode: '0', resultMsg: 'ok', data }), { status: 200 });
}

beforeEach(() => {
  requests.length = 0;
  answerFetch(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    requests.push({ path: url.pathname + url.search, body: String(init?.body ?? '') });
    if (url.pathname === CONTENT_CALLS.cascadeTopicTree) return reply(faqTree);
    if (url.pathname === CONTENT_CALLS.infoNoticeList) return reply(faqPage(JSON.parse(String(init?.body)).pageNum));
    if (url.pathname === CONTENT_CALLS.infoNoticeContent) return reply(topic);
    return notInThisTest();
  });
});

describe('FAQ list', () => {
  it('lists the first category, links each question to its answer and pages on', async () => {
    await renderApp('/serve/questionList');
    const question = await screen.findByRole('link', { name: '问题1' }, { timeout: 10_000 });
    expect(question).toHaveAttribute('href', '/webView/questionData?topicid=q1');
    expect(screen.getByRole('link', { name: '购票' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('第 1 / 2 页')).toBeInTheDocument();
    expect(requests.find((request) => request.path === CONTENT_CALLS.infoNoticeList)?.body).toContain(
      '"categoryid":"faq-ticket"',
    );
    expect(screen.getByRole('link', { name: '下一页' })).toHaveAttribute(
      'href',
      '/serve/questionList?categoryid=faq-ticket&page=2',
    );
  });
});

describe('a topic page', () => {
  it('shows the topic title as the page heading and its text blocks', async () => {
    await renderApp('/en/serve/webView/q1');
    expect(
      await screen.findByRole('heading', { level: 1, name: '儿童票如何购买' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '购买方式' })).toBeInTheDocument();
    expect(screen.getByText('官网')).toBeInTheDocument();
    expect(
      requests.some((request) => request.path === `${CONTENT_CALLS.infoNoticeContent}?channel=web&topicid=q1`),
    ).toBe(true);
  });
});
