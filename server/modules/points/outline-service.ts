import type { AccountListData, OutlineData } from '../../../contract/points/point-calls';
import { EXPIRING_SOON_DAYS, progressToNextTier } from '../../../contract/points/tiers';
import type { CallContext } from '../../calls/call';
import { addDays, localDate } from '../../flight-calendar/calendar-days';
import { pointsBalance } from './points-ledger';
import { memberTier, qualifyingActivity } from './member-tier';
import { pointsDueToExpire } from './points-expiry';
import { requirePointsMember } from './points-guard';

const DAY = 86_400_000;

/** getOutline: balance (the ledger's sum), points expiring soon, tier and the way to the next one. */
export async function getOutline(context: CallContext): Promise<OutlineData> {
  const member = await requirePointsMember(context);
  const now = context.clock.now();
  const [balance, { tier, reviewAt }, activity, expiringPoints] = [
    await pointsBalance(context.db, member.id),
    await memberTier(context.db, member.id, now),
    await qualifyingActivity(context.db, member.id, now),
    await pointsDueToExpire(context.db, member.id, new Date(now.getTime() + EXPIRING_SOON_DAYS * DAY)),
  ];
  return {
    cardNo: member.egretId,
    tier,
    balance,
    expiringPoints,
    expiringBy: addDays(localDate(now), EXPIRING_SOON_DAYS),
    qualifyingSegments: activity.segments,
    qualifyingPoints: activity.points,
    qualifyingSince: activity.since,
    nextTier: progressToNextTier(tier, activity),
    tierReviewDate: localDate(reviewAt),
  };
}

/** getAccountList: the member's point accounts, one balance each. */
export async function getAccountList(context: CallContext): Promise<AccountListData> {
  const member = await requirePointsMember(context);
  const now = context.clock.now();
  const activity = await qualifyingActivity(context.db, member.id, now);
  return [
    { accountType: 'reward', balance: await pointsBalance(context.db, member.id) },
    { accountType: 'qualifyingPoints', balance: activity.points },
    { accountType: 'qualifyingSegments', balance: activity.segments },
  ];
}
