import * as z from 'zod';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { contractCall, replyCall } from '../../contract/call';
import { CallFailure, failureOf } from '../../contract/call-failure';
import { configureApiClient, memoryStore } from './api-effects';
import { BAD_REPLY_CODE, request } from './request';

const orderCall = contractCall({
  path: '/mid_website/order/orderDetails',
  payload: z.object({ orderNo: z.string() }),
  reply: z.object({ orderNo: z.string(), total: z.number() }),
});
const noticeCall = contractCall({
  path: '/api/file-manager/infoNotice/content',
  method: 'GET',
  payload: z.object({ id: z.string() }),
  reply: z.object({ title: z.string() }),
});

/** A first-page call: its reply's schema loads beside the call. */
const routesHead = replyCall<{ origin?: string }>()({
  path: '/mid_website/flight/queryRecommendedRouteList',
  reply: async () => z.array(z.object({ origin: z.string(), lowestPrice: z.number() })),
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('request(call, payload)', () => {
  let answer: () => Response;
  const sent: { url: string; method?: string }[] = [];

  beforeEach(() => {
    sent.length = 0;
    configureApiClient({
      fetch: async (url, init = {}) => {
        sent.push({ url: String(url), method: init.method });
        return answer();
      },
      baseUrl: '',
      siteOrigin: () => 'https://www.example-air.test',
      sessionStorage: memoryStore(),
      localStorage: memoryStore(),
      locale: () => 'en',
      readSession: () => null,
      translate: (key) => `t:${key}`,
      notify: vi.fn(),
      goToLogin: vi.fn(),
    });
  });

  it('answers the reply’s data as the call’s schema parsed it', async () => {
    answer = () => json({ resultCode: '0', data: { orderNo: 'B1', total: 900, extra: 'dropped' } });
    await expect(request(orderCall, { orderNo: 'B1' })).resolves.toEqual({ orderNo: 'B1', total: 900 });
    expect(sent[0]).toMatchObject({ url: '/mid_website/order/orderDetails', method: 'POST' });
  });

  it('uses the call’s method', async () => {
    answer = () => json({ code: 'success', data: { title: 'T' } });
    await request(noticeCall, { id: '7' });
    expect(sent[0]).toMatchObject({ url: '/api/file-manager/infoNotice/content?id=7', method: 'GET' });
  });

  it('rejects a reply of the wrong shape as BAD_REPLY, in the user’s language', async () => {
    answer = () => json({ resultCode: '0', data: { orderNo: 'B1', total: '900' } });
    const failure = await request(orderCall, { orderNo: 'B1' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CallFailure);
    expect(failureOf(failure)).toEqual({ code: BAD_REPLY_CODE, message: 't:risk.badReply' });
  });

  it('rejects a refusal as one CallFailure with the server’s code, words and details', async () => {
    answer = () => json({ resultCode: 'SEAT_TAKEN', resultMsg: 'Seat 12A is taken', data: { seat: '12A' } });
    const failure = await request(orderCall, { orderNo: 'B1' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CallFailure);
    expect(failureOf(failure)).toEqual({ code: 'SEAT_TAKEN', message: 'Seat 12A is taken', seats: ['12A'] });
  });

  it('calls a lost answer UNREACHABLE', async () => {
    answer = () => {
      throw new TypeError('fetch failed');
    };
    const failure = await request(orderCall, { orderNo: 'B1' }).catch((error: unknown) => error);
    expect(failureOf(failure)).toEqual({ code: 'UNREACHABLE', message: 't:risk.networkError' });
  });

  it('parses a first-page call’s reply by the schema it loads, and refuses one of the wrong shape', async () => {
    answer = () => json({ resultCode: '0', data: [{ origin: 'SJW', lowestPrice: 420, extra: 1 }] });
    await expect(request(routesHead, { origin: 'SJW' })).resolves.toEqual([{ origin: 'SJW', lowestPrice: 420 }]);
    answer = () => json({ resultCode: '0', data: [{ origin: 'SJW', lowestPrice: '420' }] });
    const failure = await request(routesHead, {}).catch((error: unknown) => error);
    expect(failureOf(failure)).toEqual({ code: BAD_REPLY_CODE, message: 't:risk.badReply' });
  });
});
