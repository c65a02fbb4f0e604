// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { defineCall } from '../../server/calls/call';
import { CallError, RiskError } from '../../server/calls/call-error';
import { block } from '../../server/modules/risk/risk-blocks';
import { ACTION_RULES, RISK_TOKEN_TTL_MS, SLIDER_PASS_TTL_MS } from '../../server/modules/risk/risk-rules';
import { registerTestDevice } from '../../server/modules/risk/testing/risk-device';
import {
  CORRECT_PASSWORD,
  createRiskTestApp,
  GUARDED_LOGIN_PATH,
  type RiskTestApp,
} from '../../server/modules/risk/testing/risk-test-app';
import { configureApiClient, memoryStore, type SliderRequest } from './api-effects';
import { ApiError, callApi } from './client';
import { DFP_KEY, RISK_TOKEN_KEY } from './device-identity';
import { postSliderResult, solveServerSlider } from './testing/scripted-slider';

const SESSION_ENDED_PATH = '/proxy/test/v1/sessionEnded';
const UNAUTHORIZED_PATH = '/proxy/test/v1/unauthorized';
const extraCalls = [
  defineCall({
    path: SESSION_ENDED_PATH,
    input: z.object({}),
    handle: async () => Promise.reject(new RiskError('1408', {})),
  }),
  defineCall({
    path: UNAUTHORIZED_PATH,
    input: z.object({}),
    handle: async () => Promise.reject(new CallError('401', 'errors.loginRequired', {}, 401)),
  }),
];

// The web project's default timeouts suit jsdom units; a migrated database and a real server need longer.
describe('the request client against the real server', { timeout: 30_000 }, () => {
  let server: RiskTestApp;
  let base: string;
  let address = 0;
  let localStorage = memoryStore();
  const effects = { notify: vi.fn(), goToLogin: vi.fn(), clearSession: vi.fn() };
  let slider: (request: SliderRequest) => Promise<void>;

  beforeAll(async () => {
    server = await createRiskTestApp(extraCalls);
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => server.close());

  beforeEach(() => {
    vi.clearAllMocks();
    localStorage = memoryStore();
    address += 1;
    // Each test is another browser on another address, so the server's per-address counts stay apart.
    const clientAddress = `10.9.0.${address}`;
    const fetchFrom: typeof fetch = (url, init) =>
      fetch(url, {
        ...init,
        headers: { ...(init?.headers as Record<string, string>), 'x-forwarded-for': clientAddress },
      });
    slider = async (request) => postSliderResult(request, base, await solveServerSlider(fetchFrom, request.url));
    configureApiClient({
      fetch: fetchFrom,
      baseUrl: base,
      siteOrigin: () => base,
      sessionStorage: memoryStore(),
      localStorage,
      locale: () => 'en',
      translate: (key) => key,
      ...effects,
      openSlider: (request) => {
        void slider(request);
        return () => {};
      },
    });
  });

  const login = (account: string, password = CORRECT_PASSWORD) => callApi(GUARDED_LOGIN_PATH, { account, password });
  async function failLogins(account: string) {
    for (let i = 0; i < ACTION_RULES.login.sliderFrom.subject; i += 1)
      await expect(login(account, 'wrong')).rejects.toBeInstanceOf(ApiError);
  }

  it("gets a fingerprint on the first call ('003'), stores it and is let through on the retry", async () => {
    await expect(login('13100000001')).resolves.toEqual({ account: '13100000001' });
    expect(localStorage.getItem(DFP_KEY)).toMatch(/.{10,}/);
    expect(localStorage.getItem(RISK_TOKEN_KEY)).toMatch(/.{10,}/);
  });

  it("refreshes an expired token ('004') and goes on", async () => {
    await login('13100000002');
    const firstToken = localStorage.getItem(RISK_TOKEN_KEY);
    server.clock.advance(RISK_TOKEN_TTL_MS);
    await expect(login('13100000002')).resolves.toEqual({ account: '13100000002' });
    expect(localStorage.getItem(RISK_TOKEN_KEY)).not.toBe(firstToken);
  });

  it("solves the slider ('002') on the server's page and resends with the signed result", async () => {
    await failLogins('13100000003');
    const opened = vi.fn(slider);
    slider = opened;
    await expect(login('13100000003')).resolves.toEqual({ account: '13100000003' });
    expect(opened).toHaveBeenCalledOnce();
    // The page is opened for this login only (its purpose) and on this device.
    const url = new URL(opened.mock.calls[0]![0].url);
    expect(`${url.origin}${url.pathname}`).toBe(`${base}/risk/slider`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lang: 'en',
      purpose: expect.stringMatching(/^login\.[\w-]{22}$/),
      dfp: localStorage.getItem(DFP_KEY),
    });
  });

  it("refuses a replayed slider result ('005') with the reason as notice", async () => {
    await failLogins('13100000004');
    let firstPass = '';
    slider = async (request) => {
      firstPass ||= await solveServerSlider(fetch, request.url);
      postSliderResult(request, base, firstPass);
    };
    await expect(login('13100000004', 'wrong')).rejects.toMatchObject({ reply: { resultCode: 'E401' } });
    await expect(login('13100000004')).rejects.toMatchObject({
      message: 'The verification result has already been used, please verify again',
    });
    expect(effects.notify).toHaveBeenCalledWith(
      'error',
      'The verification result has already been used, please verify again',
    );
  });

  it('refuses a slider result bound to another device', async () => {
    await failLogins('13100000005');
    const other = await registerTestDevice(server.app);
    slider = async (request) =>
      postSliderResult(
        request,
        base,
        await solveServerSlider(fetch, request.url.replace(/dfp=.*$/, `dfp=${other.dfp}`)),
      );
    await expect(login('13100000005')).rejects.toMatchObject({
      reply: { adsCode: '005', adsData: 'The verification result belongs to another device, please verify again' },
    });
  });

  it('refuses an expired slider result', async () => {
    await failLogins('13100000006');
    slider = async (request) => {
      const pass = await solveServerSlider(fetch, request.url);
      server.clock.advance(SLIDER_PASS_TTL_MS);
      postSliderResult(request, base, pass);
    };
    await expect(login('13100000006')).rejects.toMatchObject({
      reply: { adsCode: '005', adsData: 'The verification result has expired, please verify again' },
    });
  });

  it("fails with 'verification failed' when the slider is closed", async () => {
    await failLogins('13100000007');
    slider = async (request) => request.onClose();
    await expect(login('13100000007')).rejects.toMatchObject({ message: 'risk.verificationFailed' });
    expect(effects.notify).toHaveBeenCalledWith('error', 'risk.verificationFailed');
  });

  it("refuses a blocked mobile ('1404') with the reason in the user's language", async () => {
    await block(server.database.db, server.clock, {
      kind: 'subject',
      value: '13100000008',
      reasonKey: 'risk.reason.blockedMobile',
    });
    const reason = 'This mobile number has been restricted for security reasons. For help call 0311-96699';
    await expect(login('13100000008')).rejects.toMatchObject({ message: reason, reply: { adsCode: '1404' } });
    expect(effects.notify).toHaveBeenCalledWith('error', reason);
  });

  it("clears the session and goes to /account when the session ended elsewhere ('1408')", async () => {
    await expect(callApi(SESSION_ENDED_PATH)).rejects.toMatchObject({ reply: { adsCode: '1408' } });
    expect(effects.clearSession).toHaveBeenCalledOnce();
    expect(effects.goToLogin).toHaveBeenCalledOnce();
  });

  it('goes to /account on HTTP 401', async () => {
    await expect(callApi(UNAUTHORIZED_PATH)).rejects.toMatchObject({ status: 401, message: 'Please log in first' });
    expect(effects.goToLogin).toHaveBeenCalledOnce();
  });

  it("rejects an invalid payload ('RR0001') with rMessage, and shows it when asked", async () => {
    await expect(callApi(GUARDED_LOGIN_PATH, { account: '', password: 'x' }, { notice: true })).rejects.toMatchObject({
      message: 'account is not valid',
    });
    expect(effects.notify).toHaveBeenCalledWith('error', 'account is not valid');
  });
});
