import { describe, expect, it } from 'vitest';
import { REPLIES, startFlow } from './testing/risk-flow-run';

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
