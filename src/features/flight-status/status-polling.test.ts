import { describe, expect, it } from 'vitest';
import { nextWait, STATUS_POLL } from './status-polling';

describe('status page polling', () => {
  it('waits longer while nothing changes, up to two minutes', () => {
    let state = nextWait({ waitMs: STATUS_POLL.firstMs }, { status: 'delayed', asOf: '1' }, false);
    const waits = [];
    for (let poll = 0; poll < 8; poll += 1) {
      state = nextWait(state, { status: 'delayed', asOf: String(poll) }, false);
      waits.push(state.waitMs / 1000);
    }
    expect(waits).toEqual([15, 22.5, 33.75, 50.625, 75.938, 113.907, 120, 120]);
  });

  it('comes back to 10 s when the answer changes, and backs off on failures', () => {
    const slow = { waitMs: 80_000, lastData: JSON.stringify({ status: 'delayed' }) };
    expect(nextWait(slow, { status: 'boarding', asOf: 'x' }, false).waitMs).toBe(10_000);
    expect(nextWait(slow, undefined, true)).toEqual({ waitMs: 120_000, lastData: slow.lastData });
  });
});
