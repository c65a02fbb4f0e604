import { describe, expect, it } from 'vitest';
import { ancillaryOrderActions } from './ancillary-order-actions';

const now = new Date('2026-03-08T10:10:00+08:00');
const holdUntil = '2026-03-08T10:30:00+08:00';

describe('what the member may do with an ancillary order', () => {
  it('pays or cancels an unpaid order, and pays again after a declined attempt', () => {
    expect(ancillaryOrderActions({ status: 'unpaid', holdUntil }, now)).toEqual({ pay: true, cancel: true });
    expect(ancillaryOrderActions({ status: 'pay_failed', holdUntil }, now)).toEqual({ pay: true, cancel: true });
  });

  it('lets an attempt under way be replaced by another method, but not cancelled', () => {
    expect(ancillaryOrderActions({ status: 'paying', holdUntil }, now)).toEqual({ pay: true, cancel: false });
  });

  it('offers nothing once the hold has run out, or the order is paid or ended', () => {
    expect(ancillaryOrderActions({ status: 'unpaid', holdUntil }, new Date(holdUntil))).toEqual({
      pay: false,
      cancel: false,
    });
    for (const status of ['paid', 'canceled', 'refunded'] as const)
      expect(ancillaryOrderActions({ status, holdUntil }, now)).toEqual({ pay: false, cancel: false });
  });
});
