import { describe, expect, it } from 'vitest';
import { CallFailure, failureOf, UNREACHABLE } from './call-failure';

describe('a failed call as every reader sees it', () => {
  it('keeps the refusal’s code and words', () => {
    const refused = new CallFailure('CHANGE_NO_SEATS', '航班 NS3132 该舱位余座不足');
    expect(refused).toBeInstanceOf(Error);
    expect(failureOf(refused)).toEqual({ code: 'CHANGE_NO_SEATS', message: '航班 NS3132 该舱位余座不足' });
  });

  it('reads the details a refusal carries in its data: the seat taken, the amount now due', () => {
    expect(failureOf(new CallFailure('SEAT_TAKEN', '座位已被选', { seat: '12A' }))).toEqual({
      code: 'SEAT_TAKEN',
      message: '座位已被选',
      seats: ['12A'],
    });
    expect(failureOf(new CallFailure('AMOUNT_CHANGED', '金额已变', { totalAmount: 180 })).totalAmount).toBe(180);
  });

  it('reads a chart’s plain failure the same way, so a persisted snapshot reads as it was', () => {
    expect(failureOf({ code: 'SEAT_TAKEN', seats: ['3C', 7] })).toEqual({ code: 'SEAT_TAKEN', seats: ['3C'] });
  });

  it('calls anything without a code unreachable', () => {
    expect(failureOf(new TypeError('fetch failed'))).toEqual({ code: UNREACHABLE });
    expect(failureOf(undefined)).toEqual({ code: UNREACHABLE });
  });
});
