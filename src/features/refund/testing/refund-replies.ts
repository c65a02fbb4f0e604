import type { CouponQuote, RefundProgress, RefundQuote } from '../../../../contract/calls/refunds';

/** A server stand-in for the refund page tests: one ticketed order, two open coupons and a checked-in one. */
export const REFUND_ORDER_NO = 'HB2606011234567';

const coupon = (
  ticketId: number,
  passengerName: string,
  passengerType: CouponQuote['passengerType'],
  fare: number,
  feePercent: number,
  refundable: boolean,
  premium = 0,
): CouponQuote => {
  const fee = refundable ? Math.round((fare * feePercent) / 100) : 0;
  const insurance = refundable ? premium : 0;
  return {
    ticketId,
    ticketNo: `880000000000${ticketId}`,
    passengerName,
    passengerType,
    segmentIndex: 0,
    flightNo: 'NS3107',
    flightDate: '2026-06-11',
    origin: 'SJW',
    destination: 'PVG',
    departureAt: '2026-06-11T06:20:00.000Z',
    departureTime: '14:20',
    bookingClass: 'M',
    fare,
    airportFee: passengerType === 'ADT' ? 50 : 0,
    fuelSurcharge: 20,
    points: 0,
    refundable,
    reason: refundable ? null : 'checkedIn',
    disruption: null,
    feePercent: refundable ? feePercent : 0,
    fee,
    pointsFee: 0,
    pointsBack: 0,
    insurance,
    refundAmount: refundable ? fare - fee + (passengerType === 'ADT' ? 50 : 0) + 20 + insurance : 0,
  };
};

export const COUPONS: CouponQuote[] = [
  coupon(1, '张伟', 'ADT', 810, 20, true, 30),
  coupon(2, '张小明', 'CHD', 410, 20, true),
  coupon(3, '李娜', 'ADT', 810, 20, false),
];

/** The quote the server would give for these coupons (every refundable one when none are named). */
export function quoteOf(ticketIds?: number[]): RefundQuote {
  const chosen = COUPONS.filter((item) => (ticketIds ? ticketIds.includes(item.ticketId) : item.refundable));
  const sum = (pick: (item: CouponQuote) => number) => chosen.reduce((total, item) => total + pick(item), 0);
  return {
    orderNo: REFUND_ORDER_NO,
    coupons: COUPONS,
    selectedTicketIds: chosen.map((item) => item.ticketId),
    totals: {
      fare: sum((item) => item.fare),
      fee: sum((item) => item.fee),
      taxes: sum((item) => item.airportFee + item.fuelSurcharge),
      insurance: sum((item) => item.insurance),
      refundAmount: sum((item) => item.refundAmount),
      pointsBack: 0,
    },
    quoteToken: chosen.length ? `token-${chosen.map((item) => item.ticketId).join('-')}` : null,
    quotedAt: '2026-06-01T02:00:00.000Z',
  };
}

export function progressAfter(refundNo: string, amount: number, fee: number): RefundProgress {
  return {
    orderNo: REFUND_ORDER_NO,
    orderStatus: 'changed_refunded',
    refunds: [
      {
        refundNo,
        status: 'refunded',
        amount,
        fee,
        pointsBack: 0,
        requestedAt: '2026-06-01T02:01:00.000Z',
        refundedAt: '2026-06-01T02:01:01.000Z',
        coupons: [
          {
            ticketId: 1,
            ticketNo: '8800000000001',
            passengerName: '张伟',
            flightNo: 'NS3107',
            origin: 'SJW',
            destination: 'PVG',
            amount,
            fee,
          },
        ],
      },
    ],
    timeline: [
      { kind: 'refund_requested', at: '2026-06-01T02:01:00.000Z', refundNo, amount, fee, pointsBack: 0 },
      { kind: 'refunded', at: '2026-06-01T02:01:01.000Z', refundNo, amount, fee, pointsBack: 0 },
    ],
  };
}
