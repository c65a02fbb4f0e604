import { describe, expect, it } from 'vitest';
import { failureOf } from '../../machines/ticket-change-context';
import { chartFailureOf } from './chart-call';
import { ApiError } from './client';

describe('a failed call as a chart reads it', () => {
  it('keeps the server’s refusal code and words, where the charts’ guards look for them', () => {
    const refused = new ApiError({ resultCode: 'CHANGE_NO_SEATS', resultMsg: '航班 NS3132 该舱位余座不足' }, 200);
    const failure = chartFailureOf(refused);
    expect(failure).toEqual({ code: 'CHANGE_NO_SEATS', message: '航班 NS3132 该舱位余座不足' });
    // The ticket change chart's own reading: the raw ApiError would read as UNREACHABLE.
    expect(failureOf(failure).code).toBe('CHANGE_NO_SEATS');
    expect(failureOf(refused).code).toBe('UNREACHABLE');
  });

  it('calls a call that got no answer unreachable', () => {
    expect(chartFailureOf(new ApiError({ resultMsg: 'offline' }, 0))).toEqual({
      code: 'UNREACHABLE',
      message: 'offline',
    });
    expect(chartFailureOf(new TypeError('fetch failed'))).toEqual({ code: 'UNREACHABLE' });
  });
});
