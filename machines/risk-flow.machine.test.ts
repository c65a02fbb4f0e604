import { describe, expect, it } from 'vitest';
import type { AnyEventObject, SnapshotFrom } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { riskFlowMachine, type RiskFlowEvent, type RiskReply } from './risk-flow.machine';
import { SITE, input, REPLIES, trustedResult, startFlow } from './testing/risk-flow-run';

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
