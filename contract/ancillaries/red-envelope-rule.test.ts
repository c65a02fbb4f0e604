import { describe, expect, it } from 'vitest';
import { canDrawRedEnvelope, type RedEnvelopeFacts } from './red-envelope-rule';

const paidMeal: RedEnvelopeFacts = {
  kind: 'meal',
  status: 'paid',
  refundedAmount: 0,
  redEnvelope: { amount: null, unrewardedCoupons: 1 },
};

describe('canDrawRedEnvelope', () => {
  it('lets a paid meal order with a coupon never rewarded draw once', () => {
    expect(canDrawRedEnvelope(paidMeal)).toBe(true);
    expect(canDrawRedEnvelope({ ...paidMeal, redEnvelope: { amount: 12, unrewardedCoupons: 0 } })).toBe(false);
  });

  it.each([
    ['refunded', { status: 'refunded' }],
    ['partly refunded', { refundedAmount: 38 }],
    ['unpaid', { status: 'unpaid' }],
    ['on coupons that had an envelope', { redEnvelope: { amount: null, unrewardedCoupons: 0 } }],
    ['luggage', { kind: 'luggage', redEnvelope: null }],
  ] as const)('refuses an order %s', (_, change) => {
    expect(canDrawRedEnvelope({ ...paidMeal, ...change })).toBe(false);
  });
});
