import type { CouponQuote, CouponRefusalReason, RefundTotals } from '../../../contract/calls/refunds';
import type { CouponRow } from './order-coupons';
import { localDateTime } from '../../../contract/airport-time';
import { percentOf, refundFeePercent } from './refund-fee-table';
import { disruptionOf } from '../../../contract/flight-disruption';

const REASON_BY_STATUS: Record<CouponRow['status'], CouponRefusalReason | null> = {
  open: null,
  booked: 'notTicketed',
  void: 'notTicketed',
  checked_in: 'checkedIn',
  used: 'used',
  refunded: 'refunded',
  exchanged: 'exchanged',
};

/**
 * What refunding this coupon now gives back; only an open coupon before departure is refundable. A flight
 * cancelled, or delayed and still on the ground, is refunded in full (CCAR-273): no fee, even past the
 * scheduled departure, since the traveller did not leave then.
 */
export function quoteCoupon(coupon: CouponRow, now: Date): CouponQuote {
  const disruption = disruptionOf(coupon.operation, coupon.originTimeZone)?.status ?? null;
  const feePercent =
    disruption !== null ? 0 : refundFeePercent(coupon.baseFeePercent, coupon.departureAt.getTime() - now.getTime());
  const reason =
    REASON_BY_STATUS[coupon.status] ??
    (coupon.changePending ? 'changePending' : feePercent === null ? 'departed' : null);
  const refundable = reason === null && feePercent !== null;
  const percent = refundable ? feePercent : 0;
  const fee = refundable ? percentOf(coupon.fare, percent) : 0;
  const pointsFee = refundable ? percentOf(coupon.points, percent) : 0;
  const insurance = refundable ? coupon.insurancePremium : 0;
  return {
    ticketId: coupon.ticketId,
    ticketNo: coupon.ticketNo,
    passengerName: coupon.passengerName,
    passengerType: coupon.passengerType,
    segmentIndex: coupon.segmentIndex,
    flightNo: coupon.flightNo,
    flightDate: coupon.flightDate,
    origin: coupon.origin,
    destination: coupon.destination,
    departureAt: coupon.departureAt.toISOString(),
    departureTime: localDateTime(coupon.departureAt, coupon.originTimeZone).time,
    bookingClass: coupon.bookingClass,
    fare: coupon.fare,
    airportFee: coupon.airportFee,
    fuelSurcharge: coupon.fuelSurcharge,
    points: coupon.points,
    refundable,
    reason: refundable ? null : (reason ?? 'departed'),
    disruption,
    feePercent: percent,
    fee,
    pointsFee,
    pointsBack: refundable ? coupon.points - pointsFee : 0,
    insurance,
    refundAmount: refundable ? coupon.fare - fee + coupon.airportFee + coupon.fuelSurcharge + insurance : 0,
  };
}

export function sumQuotes(quotes: readonly CouponQuote[]): RefundTotals {
  return quotes.reduce<RefundTotals>(
    (totals, quote) => ({
      fare: totals.fare + quote.fare,
      fee: totals.fee + quote.fee,
      taxes: totals.taxes + quote.airportFee + quote.fuelSurcharge,
      insurance: totals.insurance + quote.insurance,
      refundAmount: totals.refundAmount + quote.refundAmount,
      pointsBack: totals.pointsBack + quote.pointsBack,
    }),
    { fare: 0, fee: 0, taxes: 0, insurance: 0, refundAmount: 0, pointsBack: 0 },
  );
}
