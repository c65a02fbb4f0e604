import { describe, expect, it } from 'vitest';
import { percentOf, refundFeePercent } from './refund-fee-table';

const HOUR = 3_600_000;

describe('the refund fee table', () => {
  it('charges the fare’s own percent a week or more ahead', () => {
    expect(refundFeePercent(20, 168 * HOUR)).toBe(20);
    expect(refundFeePercent(20, 90 * 24 * HOUR)).toBe(20);
  });

  it('adds 10 points from two days to a week ahead, 20 from two hours, 30 in the last two hours', () => {
    expect(refundFeePercent(20, 168 * HOUR - 1)).toBe(30);
    expect(refundFeePercent(20, 48 * HOUR)).toBe(30);
    expect(refundFeePercent(20, 48 * HOUR - 1)).toBe(40);
    expect(refundFeePercent(20, 2 * HOUR)).toBe(40);
    expect(refundFeePercent(20, 2 * HOUR - 1)).toBe(50);
    expect(refundFeePercent(20, 1)).toBe(50);
  });

  it('never charges more than the fare', () => {
    expect(refundFeePercent(80, HOUR)).toBe(100);
  });

  it('refuses a coupon at or after departure', () => {
    expect(refundFeePercent(5, 0)).toBeNull();
    expect(refundFeePercent(5, -HOUR)).toBeNull();
  });

  it('rounds fees to the yuan, half up', () => {
    expect(percentOf(1230, 25)).toBe(308);
    expect(percentOf(130, 5)).toBe(7);
    expect(percentOf(0, 50)).toBe(0);
  });
});
