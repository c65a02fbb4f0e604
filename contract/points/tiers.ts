import { LOOKUPS, type LookupValue } from '../lookups';

/**
 * The club's tier rules, shared by the server (tier review, tier bonus) and the calculator page.
 * A tier is reached by qualifying segments OR qualifying points flown in a rolling 12 months.
 */
export type MemberTier = LookupValue<'memberTier'>;

export interface TierRule {
  tier: MemberTier;
  segments: number;
  points: number;
  /** Extra points on every flight accrual, as percent of the flight's reward points. */
  bonusPercent: number;
}

/** Highest first; ordinary needs nothing. */
export const TIER_RULES: readonly TierRule[] = [
  { tier: 'blackDiamond', segments: 90, points: 120_000, bonusPercent: 100 },
  { tier: 'platinum', segments: 60, points: 80_000, bonusPercent: 75 },
  { tier: 'gold', segments: 40, points: 50_000, bonusPercent: 50 },
  { tier: 'silver', segments: 20, points: 25_000, bonusPercent: 25 },
  { tier: 'ordinary', segments: 0, points: 0, bonusPercent: 0 },
];

export const MEMBER_TIERS = LOOKUPS.memberTier;
export const QUALIFYING_WINDOW_DAYS = 365;
/** Points expire 36 months after they were earned, oldest first. */
export const POINTS_LIFETIME_MONTHS = 36;
/** "Expiring soon" on the outline: what will have expired this many days from now. */
export const EXPIRING_SOON_DAYS = 90;

export const tierRule = (tier: MemberTier): TierRule => TIER_RULES.find((rule) => rule.tier === tier)!;
export const tierRank = (tier: MemberTier): number =>
  TIER_RULES.length - 1 - TIER_RULES.findIndex((rule) => rule.tier === tier);

/** The highest tier the qualifying activity reaches. */
export function tierEarned(activity: { segments: number; points: number }): MemberTier {
  return TIER_RULES.find((rule) => activity.segments >= rule.segments || activity.points >= rule.points)!.tier;
}

/** The next tier above `tier` and what is still missing for it (either suffices), or null at the top. */
export function progressToNextTier(tier: MemberTier, activity: { segments: number; points: number }) {
  const index = TIER_RULES.findIndex((rule) => rule.tier === tier);
  const next = TIER_RULES[index - 1];
  if (!next) return null;
  return {
    tier: next.tier,
    segmentsNeeded: Math.max(0, next.segments - activity.segments),
    pointsNeeded: Math.max(0, next.points - activity.points),
  };
}

/**
 * Points for one flown segment: standard mileage (great-circle km) times the booking class's accrual rate,
 * plus the tier bonus on those reward points.
 */
export function flightPoints(
  mileage: number,
  ratePercent: number,
  tier: MemberTier,
): { rewardPoints: number; extraPoints: number } {
  const rewardPoints = Math.round((mileage * ratePercent) / 100);
  return { rewardPoints, extraPoints: Math.round((rewardPoints * tierRule(tier).bonusPercent) / 100) };
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two points (haversine), in whole kilometres: the standard mileage. */
export function greatCircleKm(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a)));
}
