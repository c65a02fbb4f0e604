import { describe, expect, it, vi } from 'vitest';
import {
  createActor,
  fromCallback,
  fromPromise,
  SimulatedClock,
  toPromise,
  type AnyEventObject,
  type SnapshotFrom,
} from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import type { ApiReply } from '../contract/envelope';
import { SLIDER_MESSAGE_TYPE } from '../contract/risk';
import {
  riskFlowMachine,
  SLIDER_TIMEOUT_MS,
  type RiskFlowEvent,
  type RiskReply,
  type SendInput,
  type SliderInput,
} from './risk-flow.machine';

const SITE = 'https://www.example-air.test';
const input = { dfp: '', siteOrigin: SITE };
const SLIDER_URL = '/risk/slider?lang=en&dfp=';

const reply = (body: ApiReply, status = 200): RiskReply => ({ status, body });
const risk = (adsCode: ApiReply['adsCode'], adsData: unknown) =>
  reply({ resultCode: adsCode, resultMsg: '', adsCode, adsData });
const REPLIES = {
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
const trustedResult = { type: SLIDER_MESSAGE_TYPE, result: 'PASS-1' };

function fakeEffects() {
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
function startFlow(replies: (RiskReply | Error)[], clock = new SimulatedClock()) {
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

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('when sending', () => {
  it('resolves a success at once, with retry count 1', async () => {
    const flow = startFlow([REPLIES.success]);
    expect(await flow.done).toMatchObject({ outcome: 'succeeded', reply: REPLIES.success });
    expect(flow.sent).toEqual([{ retryCount: 1, riskParam: undefined }]);
  });

  it("stores a new device's fingerprint and token on '003' and retries once", async () => {
    const flow = startFlow([REPLIES.newDevice, REPLIES.success]);
    expect(await flow.done).toMatchObject({ outcome: 'succeeded' });
    expect(flow.effects.storeFingerprint).toHaveBeenCalledWith({ dfp: 'DFP-1', token: 'TOKEN-1' });
    expect(flow.sent.map((sent) => sent.retryCount)).toEqual([1, 2]);
  });

  it("does not retry a second '003'", async () => {
    const flow = startFlow([REPLIES.newDevice, REPLIES.newDevice, REPLIES.success]);
    expect(await flow.done).toMatchObject({ outcome: 'rejected', reply: REPLIES.newDevice });
    expect(flow.sent).toHaveLength(2);
  });

  it("stores the fresh token on '004' and retries", async () => {
    const flow = startFlow([REPLIES.tokenExpired, REPLIES.success]);
    expect(await flow.done).toMatchObject({ outcome: 'succeeded' });
    expect(flow.effects.storeToken).toHaveBeenCalledWith({ token: 'TOKEN-2' });
  });

  it.each([REPLIES.loggedOut, REPLIES.endedElsewhere])(
    'clears the session and goes to /account on $body.adsCode',
    async (ended) => {
      const flow = startFlow([ended]);
      expect(await flow.done).toMatchObject({ outcome: 'sessionEnded' });
      expect(flow.effects.clearSession).toHaveBeenCalledOnce();
      expect(flow.effects.goToLogin).toHaveBeenCalledOnce();
    },
  );

  it.each([REPLIES.passRefused, REPLIES.blocked, REPLIES.sliderAbuse, REPLIES.riskDown])(
    'shows the adsData text of $body.adsCode and refuses',
    async (refusal) => {
      const flow = startFlow([refusal]);
      expect(await flow.done).toMatchObject({ outcome: 'refused', reply: refusal });
      expect(flow.effects.showRefusal).toHaveBeenCalledWith({ code: refusal.body.adsCode, text: refusal.body.adsData });
    },
  );

  it('hands any other reply back as rejected, with no effect', async () => {
    const flow = startFlow([REPLIES.rejectedInput]);
    expect(await flow.done).toMatchObject({ outcome: 'rejected', reply: REPLIES.rejectedInput });
    expect(Object.values(flow.effects).every((effect) => effect.mock.calls.length === 0)).toBe(true);
  });

  it('reports a request that never got an answer as unreachable', async () => {
    const timeout = new Error('timeout');
    expect(await startFlow([timeout]).done).toMatchObject({ outcome: 'unreachable', error: timeout });
  });
});

describe('when the slider is open', () => {
  async function sliderOpen(dfpReplies: RiskReply[] = []) {
    const flow = startFlow([...dfpReplies, REPLIES.sliderRequired, REPLIES.success]);
    await settle();
    expect(flow.actor.getSnapshot().value).toBe('verifying');
    return flow;
  }

  it('opens the address from adsData plus the stored dfp, on the site origin', async () => {
    const flow = startFlow([REPLIES.newDevice, risk('002', { url: SLIDER_URL })]);
    await settle();
    expect(flow.sliders).toEqual([{ url: `${SITE}/risk/slider?lang=en&dfp=DFP-1` }]);
  });

  it('binds the slider to the dfp the server saw, when it names one', async () => {
    const flow = startFlow([risk('002', { url: SLIDER_URL, dfp: 'DFP/seen' })]);
    await settle();
    expect(flow.sliders).toEqual([{ url: `${SITE}/risk/slider?lang=en&dfp=DFP%2Fseen` }]);
  });

  it('resends the original request with the result as the risk parameter', async () => {
    const flow = await sliderOpen();
    flow.actor.send({ type: 'slider.message', origin: SITE, data: trustedResult });
    expect(await flow.done).toMatchObject({ outcome: 'succeeded' });
    expect(flow.sent.at(-1)).toEqual({ retryCount: 2, riskParam: 'PASS-1' });
  });

  it.each([
    ['another origin', { type: 'slider.message', origin: 'https://evil.test', data: trustedResult }],
    ['another shape', { type: 'slider.message', origin: SITE, data: { type: 'other', result: 'PASS-1' } }],
    ['an empty result', { type: 'slider.message', origin: SITE, data: { type: SLIDER_MESSAGE_TYPE, result: '' } }],
  ] as const)('ignores a message from %s', async (_, message) => {
    const flow = await sliderOpen();
    flow.actor.send(message);
    expect(flow.actor.getSnapshot().value).toBe('verifying');
    expect(flow.sent).toHaveLength(1);
  });

  it("fails with 'verification failed' when the slider is closed", async () => {
    const flow = await sliderOpen();
    flow.actor.send({ type: 'slider.closed' });
    expect(await flow.done).toMatchObject({ outcome: 'verificationFailed' });
    expect(flow.effects.showVerificationFailed).toHaveBeenCalledOnce();
  });

  it('fails when no result arrives in time', async () => {
    const flow = await sliderOpen();
    flow.clock.increment(SLIDER_TIMEOUT_MS - 1);
    expect(flow.actor.getSnapshot().value).toBe('verifying');
    flow.clock.increment(1);
    expect(await flow.done).toMatchObject({ outcome: 'verificationFailed' });
  });
});

describe('every path of the chart', () => {
  const done = (output: RiskReply) => ({ type: 'xstate.done.actor.sendRequest', output });
  const events: AnyEventObject[] = [
    ...Object.values(REPLIES).map(done),
    { type: 'xstate.error.actor.sendRequest', error: new Error('network') },
    { type: 'slider.message', origin: SITE, data: trustedResult },
    { type: 'slider.message', origin: 'https://evil.test', data: trustedResult },
    { type: 'slider.closed' },
    { type: 'xstate.error.actor.openSlider', error: new Error('iframe failed') },
    { type: 'xstate.after.SLIDER_TIMEOUT.riskFlow.verifying' },
  ];
  // A vertex is the state and the counters that bound the flow; the last reply's body does not make a new one.
  const serializeState = (snapshot: SnapshotFrom<typeof riskFlowMachine>) => {
    const { fingerprintRetried, tokenRefreshes, sliderRounds, riskParam } = snapshot.context;
    return JSON.stringify({ value: snapshot.value, fingerprintRetried, tokenRefreshes, sliderRounds, riskParam });
  };
  const traversal = { events: events as RiskFlowEvent[], input, serializeState };
  const allPaths = getSimplePaths(riskFlowMachine, traversal);
  const shortestPaths = getShortestPaths(riskFlowMachine, traversal);
  const label = (event: AnyEventObject) =>
    event.type === 'xstate.done.actor.sendRequest'
      ? `reply ${event.output.body.adsCode ?? event.output.body.resultCode}`
      : event.type;
  const edges = new Set(
    allPaths.flatMap((path) =>
      path.steps.map(
        (step, i) =>
          `${i === 0 ? 'sending' : path.steps[i - 1]!.state.value} --${label(step.event)}--> ${step.state.value}`,
      ),
    ),
  );

  it('reaches every state', () => {
    const reached = new Set(allPaths.map((path) => String(path.state.value)));
    expect([...reached].sort()).toEqual(Object.keys(riskFlowMachine.root.states).sort());
  });

  it('takes every transition of the chart', () => {
    expect([...edges]).toEqual(
      expect.arrayContaining([
        'sending --reply 0--> succeeded',
        'sending --reply 003--> sending',
        'sending --reply 004--> sending',
        'sending --reply 002--> verifying',
        'sending --reply 001--> sessionEnded',
        'sending --reply 1408--> sessionEnded',
        ...['005', '1404', '1401', '1500'].map((code) => `sending --reply ${code}--> refused`),
        'sending --reply RR0001--> rejected',
        'sending --reply 401--> rejected',
        'sending --xstate.error.actor.sendRequest--> unreachable',
        'verifying --slider.message--> sending',
        'verifying --slider.closed--> verificationFailed',
        'verifying --xstate.error.actor.openSlider--> verificationFailed',
        'verifying --xstate.after.SLIDER_TIMEOUT.riskFlow.verifying--> verificationFailed',
        // The limits: a second '003', a third '004', a third slider are rejected.
        'sending --reply 003--> rejected',
        'sending --reply 004--> rejected',
        'sending --reply 002--> rejected',
      ]),
    );
  });

  it('never leaves the slider for a message from elsewhere', () => {
    expect([...edges].some((edge) => edge.startsWith('verifying --slider.message--> verifying'))).toBe(false);
  });

  it.each(
    shortestPaths.map(
      (path) =>
        [path.steps.map((step) => step.event.type.replace('xstate.done.actor.', '')).join(' → '), path] as const,
    ),
  )('replays %s with the effects its end state promises', async (_, path) => {
    const flow = startFlow([]);
    for (const step of path.steps) flow.actor.send(step.event as RiskFlowEvent);
    const snapshot = flow.actor.getSnapshot();
    expect(snapshot.value).toBe(path.state.value);
    const end = String(path.state.value);
    expect(flow.effects.clearSession).toHaveBeenCalledTimes(end === 'sessionEnded' ? 1 : 0);
    expect(flow.effects.showRefusal).toHaveBeenCalledTimes(end === 'refused' ? 1 : 0);
    expect(flow.effects.showVerificationFailed).toHaveBeenCalledTimes(end === 'verificationFailed' ? 1 : 0);
    if (snapshot.status === 'done') expect(snapshot.output?.outcome).toBe(end);
  });
});
