import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, memoryStore } from './api-effects';
import { ApiError, callApi } from './client';

// The risk-flow chart is a separate chunk: a spy in its place shows when the client reaches for it.
const runRiskFlow = vi.hoisted(() => vi.fn());
vi.mock('./risk-bridge', () => ({ runRiskFlow }));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the request client loads the risk flow only when a reply asks for it', () => {
  let replies: Response[];
  let sentCount: number;

  beforeEach(() => {
    runRiskFlow.mockReset();
    sentCount = 0;
    configureApiClient({
      ...appEffects(),
      fetch: async () => {
        sentCount += 1;
        return replies.shift() ?? json({}, 500);
      },
    });
  });

  it('settles a plain success and a plain failure without it', async () => {
    replies = [json({ code: 'success', data: 7 }), json({ resultCode: 'E1', resultMsg: 'no such order' })];
    await expect(callApi('/api/x')).resolves.toBe(7);
    await expect(callApi('/api/x')).rejects.toThrow(ApiError);
    expect(runRiskFlow).not.toHaveBeenCalled();
  });

  it("hands a risk reply ('003') to the chart as its first reply, without sending the request again", async () => {
    const riskBody = { resultCode: '003', resultMsg: '', adsCode: '003', adsData: { dfp: 'DFP-9', token: 'T-9' } };
    replies = [json(riskBody)];
    runRiskFlow.mockResolvedValue({
      outcome: 'succeeded',
      reply: { status: 200, body: { code: 'success', data: 'after the dance' } },
    });
    await expect(callApi('/api/x', { a: 1 })).resolves.toBe('after the dance');
    expect(sentCount).toBe(1);
    expect(runRiskFlow).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ path: '/api/x', payload: { a: 1 } }),
      { status: 200, body: riskBody },
    );
  });

  it('answers an unreachable server without it', async () => {
    configureApiClient({ ...appEffects(), fetch: async () => Promise.reject(new TypeError('offline')) });
    await expect(callApi('/api/x')).rejects.toThrow('risk.networkError');
    expect(runRiskFlow).not.toHaveBeenCalled();
  });
});

function appEffects() {
  return {
    baseUrl: '',
    siteOrigin: () => 'https://www.example-air.test',
    sessionStorage: memoryStore(),
    localStorage: memoryStore(),
    locale: () => 'zhCn' as const,
    readSession: () => null,
    clearSession: vi.fn(),
    goToLogin: vi.fn(),
    notify: vi.fn(),
    translate: (key: string) => key,
    openSlider: () => () => {},
  };
}
