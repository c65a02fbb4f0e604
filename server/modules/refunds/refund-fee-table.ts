import { REFUND_FEE_TIERS } from '../../../contract/calls/refunds';

const HOUR_MS = 3_600_000;

/** The fee percent for a coupon refunded `msBeforeDeparture` ahead, or null once it has departed. */
export function refundFeePercent(basePercent: number, msBeforeDeparture: number): number | null {
  if (msBeforeDeparture <= 0) return null;
  const hours = msBeforeDeparture / HOUR_MS;
  const tier = REFUND_FEE_TIERS.find((candidate) => hours >= candidate.minHoursBefore)!;
  return Math.min(100, basePercent + tier.extraPercent);
}

/** Fees are charged to the whole yuan, rounded half up, as the fare itself is. */
export function percentOf(amount: number, percent: number): number {
  return Math.round((amount * percent) / 100);
}
