import { describe, expect, it } from 'vitest';
import { orderActions } from './order-details';

type Order = Parameters<typeof orderActions>[0];
type Coupon = Parameters<typeof orderActions>[1][number];
type Segment = Parameters<typeof orderActions>[2][number];

const NOW = new Date('2026-12-01T08:00:00Z');
const order = (status: Order['status'], kind = 'domestic') =>
  ({ orderNo: 'HB1', status, kind, holdUntil: new Date(0) }) as unknown as Order;
const segment = { id: 7, orderNo: 'HB1', departureAt: new Date('2026-12-03T08:00:00Z') } as Segment;
const coupon = (status: Coupon['status']) => ({ id: 1, segmentId: 7, status }) as Coupon;

describe('what an order offers next', () => {
  it('keeps refund, check-in and change for the open coupons of an order changed or refunded in part', () => {
    const actions = orderActions(order('changed_refunded'), [coupon('exchanged'), coupon('open')], [segment], NOW);
    expect(actions).toMatchObject({ refund: true, checkIn: true, change: true, pay: false });
  });

  it('offers none of them once no coupon is open, nor a change of an award ticket', () => {
    expect(orderActions(order('changed_refunded'), [coupon('refunded')], [segment], NOW)).toMatchObject({
      refund: false,
      checkIn: false,
      change: false,
    });
    expect(orderActions(order('ticketed', 'points'), [coupon('open')], [segment], NOW).change).toBe(false);
  });
});
