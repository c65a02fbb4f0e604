import { describe, expect, it } from 'vitest';
import { SLIDER_MESSAGE_TYPE } from '../contract/risk';
import { SLIDER_TIMEOUT_MS, type RiskReply } from './risk-flow.machine';
import { SITE, SLIDER_URL, risk, REPLIES, trustedResult, startFlow, settle } from './testing/risk-flow-run';

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
