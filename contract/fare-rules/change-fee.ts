/**
 * The voluntary change rule of a fare class (the cabin guide's "change" line): the fare's own change percent
 * (fares.changeFeePercent) plus a surcharge that grows as departure nears; the first tier whose lower bound the
 * time before departure reaches applies. A class whose own percent is NOT_CHANGEABLE_PERCENT or more cannot be
 * changed at all, and nothing changes once the flight has left. A lower new fare is never paid back.
 */
export const CHANGE_FEE_TIERS = [
  { minHoursBefore: 168, extraPercent: 0 },
  { minHoursBefore: 48, extraPercent: 5 },
  { minHoursBefore: 4, extraPercent: 10 },
  { minHoursBefore: 0, extraPercent: 20 },
] as const;

export const NOT_CHANGEABLE_PERCENT = 100;

const HOUR_MS = 3_600_000;

export function isChangeableClass(basePercent: number): boolean {
  return basePercent < NOT_CHANGEABLE_PERCENT;
}

/** The fee percent for a coupon changed `msBeforeDeparture` ahead, at most 100; null when it cannot change. */
export function changeFeePercent(basePercent: number, msBeforeDeparture: number): number | null {
  if (msBeforeDeparture <= 0 || !isChangeableClass(basePercent)) return null;
  const hours = msBeforeDeparture / HOUR_MS;
  const tier = CHANGE_FEE_TIERS.find((candidate) => hours >= candidate.minHoursBefore)!;
  return Math.min(100, basePercent + tier.extraPercent);
}
