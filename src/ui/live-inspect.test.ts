import { afterEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { sampleTripMachine } from '../../flows-viewer/examples/sample-trip.machine';
import { FLOWS_CHANNEL, liveInspect, type LiveFlowMessage } from './live-inspect';

describe('the live inspector', () => {
  const listener = new BroadcastChannel(FLOWS_CHANNEL);
  afterEach(() => listener.close());

  it("posts each snapshot of the root actor, not of its children, on the 'flows' channel", async () => {
    const received: LiveFlowMessage[] = [];
    listener.onmessage = (message: MessageEvent<LiveFlowMessage>) => received.push(message.data);
    const actor = createActor(sampleTripMachine, { inspect: liveInspect }).start();
    actor.send({ type: 'xstate.error.actor.findFlights', error: new Error('offline') } as never);
    await expect.poll(() => received.length).toBeGreaterThanOrEqual(2);
    actor.stop();
    const values = received.map((message) => message.value);
    expect(values.slice(0, 2)).toEqual(['searching', 'searchFailed']);
    expect(new Set(received.map((message) => message.machineId))).toEqual(new Set(['sampleTrip']));
    expect(received[0]).toMatchObject({ sessionId: actor.sessionId, status: 'active' });
  });
});
