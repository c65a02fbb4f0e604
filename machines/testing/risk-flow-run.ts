import { vi } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, toPromise } from 'xstate';
import type { ApiReply } from '../../contract/envelope';
import { SLIDER_MESSAGE_TYPE } from '../../contract/risk';
import {
  riskFlowMachine,
  type RiskFlowEvent,
  type RiskReply,
  type SendInput,
  type SliderInput,
} from '../risk-flow.machine';

export const SITE = 'https://www.example-air.test';
export const input = { dfp: '', siteOrigin: SITE };
export const SLIDER_URL = '/risk/slider?lang=en&dfp=';

export const reply = (body: ApiReply, status = 200): RiskReply => ({ status, body });
export const risk = (adsCode: ApiReply['adsCode'], adsData: unknown) =>
  reply({ resultCode: adsCode, resultMsg: '', adsCode, adsData });
export const REPLIES = {
  success: reply({ resultCode: '0', resultMsg: 'success', data: { ok: true } }),
  newDevice: risk('003', { dfp: 'DFP-1', token: 'TOKEN-1' }),
  tokenExpired: risk('004', { token: 'TOKEN-2' }),
  sliderRequired: risk('002', { url: SLIDER_URL, dfp: 'DFP-1' }),
  loggedOut: risk('001', {}),
  endedElsewhere: risk('1408', {}),
  passRefused: risk('005', 'The verification result has already been used'),
  blocked: risk('1404', 'This mobile number has been restricted'),
  sliderAbuse: risk('1401', 'Too many failed verifications'),
  riskDown: risk('1500', 'The security check is unavailable'),
  rejectedInput: reply({ resultCode: 'RR0001', resultMsg: 'bad', rCode: 'RR0001', rMessage: 'bad' }),
  unauthorized: reply({ resultCode: '401', resultMsg: 'login' }, 401),
};
export const trustedResult = { type: SLIDER_MESSAGE_TYPE, result: 'PASS-1' };

export function fakeEffects() {
  return {
    storeFingerprint: vi.fn(),
    storeToken: vi.fn(),
    clearSession: vi.fn(),
    goToLogin: vi.fn(),
    showRefusal: vi.fn(),
    showVerificationFailed: vi.fn(),
  };
}

/** The machine with effects as spies, a scripted server, and a slider whose messages the test sends. */
export function startFlow(replies: (RiskReply | Error)[], clock = new SimulatedClock()) {
  const effects = fakeEffects();
  const sent: SendInput[] = [];
  const sliders: SliderInput[] = [];
  const machine = riskFlowMachine.provide({
    actions: {
      storeFingerprint: (_, params) => effects.storeFingerprint(params),
      storeToken: (_, params) => effects.storeToken(params),
      clearSession: effects.clearSession,
      goToLogin: effects.goToLogin,
      showRefusal: (_, params) => effects.showRefusal(params),
      showVerificationFailed: effects.showVerificationFailed,
    },
    actors: {
      sendRequest: fromPromise<RiskReply, SendInput>(async ({ input: sendInput }) => {
        sent.push(sendInput);
        const next = replies.shift();
        if (!next || next instanceof Error) throw next ?? new Error('no reply scripted');
        return next;
      }),
      openSlider: fromCallback<RiskFlowEvent, SliderInput>(({ input: sliderInput }) => {
        sliders.push(sliderInput);
      }),
    },
  });
  const actor = createActor(machine, { input, clock }).start();
  return { actor, effects, sent, sliders, clock, done: toPromise(actor) };
}

export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
