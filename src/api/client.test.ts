import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, memoryStore } from './api-effects';
import { ApiError, callApi } from './client';
import { DEVICE_CODE_KEY, DFP_KEY, RISK_TOKEN_KEY } from './device-identity';
import { CALL_TIMEOUT_MS, DOWNLOAD_TIMEOUT_MS } from './transport';

interface Sent {
  url: string;
  init: RequestInit;
  headers: Record<string, string>;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the request client', () => {
  let sent: Sent[];
  let answer: (url: string, init: RequestInit) => Promise<Response>;
  const effects = { notify: vi.fn(), goToLogin: vi.fn() };
  const sessionStorage = memoryStore();
  const localStorage = memoryStore();

  beforeEach(() => {
    sent = [];
    answer = async () => json({ resultCode: '0', resultMsg: 'success', data: { ok: 1 } });
    localStorage.setItem(DFP_KEY, 'DFP-1');
    localStorage.setItem(RISK_TOKEN_KEY, 'TOKEN-1');
    configureApiClient({
      fetch: async (url, init = {}) => {
        sent.push({ url: String(url), init, headers: init.headers as Record<string, string> });
        return answer(String(url), init);
      },
      baseUrl: '',
      siteOrigin: () => 'https://www.example-air.test',
      sessionStorage,
      localStorage,
      locale: () => 'zhTw',
      readSession: () => ({ userid: 'M-42', jwtToken: 'JWT-42' }),
      translate: (key) => `t:${key}`,
      ...effects,
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  describe('headers', () => {
    it('sends every spec-7 header', async () => {
      await callApi('/mid_website/order/orderList', { userid: 'U-7' });
      expect(sent[0]!.headers).toEqual({
        deviceCode: sessionStorage.getItem(DEVICE_CODE_KEY),
        jwtToken: 'JWT-42',
        memberId: 'M-42',
        channel: 'web',
        dfp: 'DFP-1',
        token: 'TOKEN-1',
        adsRiskParam: '',
        customerId: expect.stringMatching(/^[\w-]{36}$/),
        retryCount: '1',
        userCode: 'U-7',
        deviceType: 'android',
        version: '1.1.0',
        'Content-Type': 'application/x-www-form-urlencoded',
        'Accept-Language': 'zh-TW',
      });
    });

    it('creates the device code once and keeps it', async () => {
      await callApi('/proxy/a');
      await callApi('/proxy/b');
      expect(sent[0]!.headers.deviceCode).toMatch(/^[\w-]{36}$/);
      expect(sent[1]!.headers.deviceCode).toBe(sent[0]!.headers.deviceCode);
    });

    it('leaves memberId, jwtToken and userCode empty for a visitor', async () => {
      configureApiClient({ readSession: () => null });
      await callApi('/proxy/a', {});
      expect(sent[0]!.headers).toMatchObject({ memberId: '', jwtToken: '', userCode: '' });
    });
  });

  describe('bodies', () => {
    it('wraps a form call as json={in_json, common_para}', async () => {
      await callApi('/adsserDds/checkin/doDetr', { certNo: '1' });
      const field = new URLSearchParams(String(sent[0]!.init.body)).get('json')!;
      expect(JSON.parse(field)).toEqual({
        in_json: { certNo: '1' },
        common_para: {
          channel: 'web',
          version: '1.1.0',
          deviceCode: sent[0]!.headers.deviceCode,
          userCode: '',
          jwtToken: 'JWT-42',
        },
      });
    });

    it('posts JSON for the other paths, with the request content type if given', async () => {
      await callApi('/member-ffp/passenger/query', { page: 1 });
      await callApi('/member-ffp/passenger/add', { a: 1 }, { contentType: 'application/json;charset=UTF-8' });
      expect(sent[0]!.init).toMatchObject({ method: 'POST', body: '{"page":1}' });
      expect(sent[0]!.headers['Content-Type']).toBe('application/json');
      expect(sent[1]!.headers['Content-Type']).toBe('application/json;charset=UTF-8');
    });

    it('sends a GET call as a query', async () => {
      await callApi('/file-manager/infoNotice/content', { channel: 'web', topicid: 7 }, { method: 'GET' });
      expect(sent[0]!.url).toBe('/file-manager/infoNotice/content?channel=web&topicid=7');
      expect(sent[0]!.init.body).toBeUndefined();
    });
  });

  describe('replies', () => {
    it("resolves with the data on code 'success', or the whole body when asked", async () => {
      answer = async () => json({ code: 'success', message: 'ok', data: [1, 2] });
      await expect(callApi('/proxy/a')).resolves.toEqual([1, 2]);
      await expect(callApi('/proxy/a', {}, { wholeBody: true })).resolves.toEqual({
        code: 'success',
        message: 'ok',
        data: [1, 2],
      });
    });

    it('rejects RR0001 with rMessage', async () => {
      answer = async () =>
        json({ resultCode: 'RR0001', resultMsg: 'x', rCode: 'RR0001', rMessage: '手機號碼格式錯誤' });
      await expect(callApi('/mid_website/sendMobileCheckCode')).rejects.toMatchObject({ message: '手機號碼格式錯誤' });
    });

    it('rejects any other reply with its body; a notice only for callers who ask', async () => {
      answer = async () => json({ code: 'E1', message: 'no seats left' });
      const error = await callApi('/proxy/a').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ reply: { code: 'E1', message: 'no seats left' }, status: 200 });
      expect(effects.notify).not.toHaveBeenCalled();
      await expect(callApi('/proxy/a', {}, { notice: true })).rejects.toThrow('no seats left');
      expect(effects.notify).toHaveBeenCalledWith('error', 'no seats left');
    });

    it('rejects a busy server (503) with its own "busy, try again" in the page\'s language', async () => {
      answer = async () => json({ resultCode: '503', resultMsg: 'server busy' }, 503);
      await expect(callApi('/mid_website/a', {}, { notice: true })).rejects.toMatchObject({
        status: 503,
        message: 't:errors.busy',
      });
      expect(effects.notify).toHaveBeenCalledWith('error', 't:errors.busy');
    });

    it('goes to /account on HTTP 401', async () => {
      answer = async () => json({ code: '401', message: 'login' }, 401);
      await expect(callApi('/proxy/a')).rejects.toMatchObject({ status: 401 });
      expect(effects.goToLogin).toHaveBeenCalledOnce();
    });

    it('resolves a download with the file', async () => {
      answer = async () => new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } });
      const file = await callApi('/mid_website/flightDelay/downloadPDF', { id: 1 }, { responseType: 'blob' });
      expect(await file.text()).toBe('%PDF-1.7');
    });
  });

  describe('timeouts', () => {
    const hang = (_url: string, init: RequestInit) =>
      new Promise<Response>((_, reject) =>
        init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );

    it.each([
      ['a call', {}, CALL_TIMEOUT_MS],
      ['a download', { responseType: 'blob' as const }, DOWNLOAD_TIMEOUT_MS],
    ])('gives up %s after its timeout', async (_, options, timeoutMs) => {
      vi.useFakeTimers();
      answer = hang;
      const outcome = callApi('/proxy/a', {}, { ...options, notice: true }).catch((caught: Error) => caught.message);
      await vi.advanceTimersByTimeAsync(timeoutMs - 1);
      expect(sent[0]!.init.signal!.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await outcome).toBe('t:risk.requestTimeout');
      expect(effects.notify).toHaveBeenCalledWith('error', 't:risk.requestTimeout');
    });

    it("stops when the caller's signal aborts", async () => {
      answer = hang;
      const controller = new AbortController();
      const outcome = callApi('/proxy/a', {}, { signal: controller.signal });
      controller.abort(new Error('left the page'));
      await expect(outcome).rejects.toThrow('left the page');
    });
  });
});
