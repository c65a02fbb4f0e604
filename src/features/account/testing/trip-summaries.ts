import type { OrderSegmentSummary, OrderSummary } from '../../../../contract/calls/orders';

/** A paid trip of the member as the order list describes it, refundable and changeable. */
export function tripSummary(
  orderNo: string,
  status: OrderSummary['status'],
  segments: OrderSegmentSummary[],
): OrderSummary {
  return {
    orderNo,
    pnr: 'KX4M7P',
    kind: 'domestic',
    status,
    createdAt: '2026-05-01T02:00:00.000Z',
    holdUntil: '2026-05-01T02:30:00.000Z',
    totalAmount: 1050,
    totalPoints: 0,
    segments,
    passengerNames: ['ZHANG WEI'],
    actions: { pay: false, cancel: false, refund: true, checkIn: false, change: true },
  };
}
