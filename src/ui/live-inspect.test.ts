import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { sampleTripMachine } from '../../flows-viewer/examples/sample-trip.machine';
import { ANYONE_WATCHING, FLOWS_CHANNEL, liveInspect, WATCHING, type LiveFlowMessage } from './live-inspect';

describe('the live inspector', () => {
  const flowsTab = new BroadcastChannel(FLOWS_CHANNEL);
  afterEach(() => flowsTab.close());

  it("sends nothing until a /flows tab watches, then each snapshot of the root actor, not of its children, on the 'flows' channel", async () => {
    const questions: unknown[] = [];
    const received: LiveFlowMessage[] = [];
    flowsTab.onmessage = (message: MessageEvent<LiveFlowMessage | string>) => {
      if (typeof message.data === 'string') questions.push(message.data);
      else received.push(message.data);
    };
    const offline = { type: 'xstate.error.actor.findFlights', error: new Error('offline') } as never;
    const before = createActor(sampleTripMachine, { inspect: liveInspect }).start();
    before.send(offline);
    await expect.poll(() => questions).toEqual([ANYONE_WATCHING]);
    expect(received).toEqual([]);

    flowsTab.postMessage(WATCHING);
    // What the tab missed: where each flow stands now.
    await expect.poll(() => received.map((message) => message.value)).toEqual(['searchFailed']);
    expect(received[0]).toMatchObject({ sessionId: before.sessionId, status: 'active' });
    const after = createActor(sampleTripMachine, { inspect: liveInspect }).start();
    after.send(offline);
    await expect.poll(() => received.length).toBeGreaterThanOrEqual(3);
    before.stop();
    after.stop();
    expect(received.slice(1, 3)).toMatchObject([
      { sessionId: after.sessionId, value: 'searching' },
      { sessionId: after.sessionId, value: 'searchFailed' },
    ]);
    expect(new Set(received.map((message) => message.machineId))).toEqual(new Set(['sampleTrip']));
  });
});
