import { count, desc, eq } from 'drizzle-orm';
import {
  RETRO_CLAIM_MONTHS,
  POINT_REFUSALS,
  type HistoryQuery,
  type RetroClaimRow,
  type RetroListPage,
  type RetroRejection,
  type retroClaimSchema,
} from '../../../contract/points/point-calls';
import type * as z from 'zod';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { tickets } from '../../db/schema/orders';
import { pointsFlightAccruals, pointsRetroClaims } from '../../db/schema/points';
import { localDate } from '../../flight-calendar/calendar-days';
import { translate } from '../../i18n';
import { creditCoupon } from './flight-accrual';
import { couponFacts, type CouponFacts } from './flown-coupon-facts';
import { markFlownCoupons } from './flown-coupons';
import { isTraveller, travelIdentity } from './member-identity';
import { requirePointsMember } from './points-guard';

type RetroClaim = z.output<typeof retroClaimSchema>;

const monthsBefore = (isoDate: string, months: number) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
};

/** Why a claim cannot be credited, or null when it can: the coupon must be the member's, flown, recent and not credited. */
async function rejectionOf(
  db: Db,
  memberId: string,
  claim: RetroClaim,
  coupon: CouponFacts | undefined,
  today: string,
): Promise<RetroRejection | null> {
  const matches =
    coupon &&
    coupon.flightNo === claim.flightNo &&
    coupon.flightDate === claim.flightDate &&
    coupon.origin === claim.origin &&
    coupon.destination === claim.destination &&
    coupon.bookingClass === claim.cabin;
  const identity = await travelIdentity(db, memberId);
  if (
    !coupon ||
    !matches ||
    !identity ||
    !isTraveller(identity, { name: coupon.passengerName, documentNo: coupon.documentNo })
  )
    return 'noMatch';
  if (coupon.status !== 'used') return 'notFlown';
  if (coupon.flightDate < monthsBefore(today, RETRO_CLAIM_MONTHS)) return 'tooOld';
  if (coupon.creditedTo) return 'alreadyCredited';
  return null;
}

/**
 * newFfpRetroInfo: checks the claim against the flown coupon and credits it, or records why not and
 * refuses with that reason. A member has one claim per ticket (unique): a ticket claimed again updates its
 * refused claim, or is refused as credited once its claim was approved, so the list shows each ticket once.
 * A coupon earns once whatever the replays (its accrual is unique); twins of a claim take turns on the
 * claim's row, and the one that finds it approved is refused without writing anything.
 */
export async function newRetroClaim(context: CallContext, claim: RetroClaim): Promise<RetroClaimRow> {
  const member = await requirePointsMember(context);
  const now = context.clock.now();
  await markFlownCoupons(context.db, context.clock);
  const [coupon] = await couponFacts(context.db, eq(tickets.ticketNo, claim.ticketNo));
  const outcome = await context.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    let reason = await rejectionOf(tx, member.id, claim, coupon, localDate(now));
    const accrual = reason ? null : await creditCoupon(tx, member.id, coupon!, 'retro', now);
    if (!reason && !accrual) reason = 'alreadyCredited';
    const values = {
      ...claim,
      status: reason ? ('rejected' as const) : ('approved' as const),
      reason: reason ?? '',
      flightAccrualId: accrual?.id ?? null,
      createdAt: now,
    };
    const [row] = await tx
      .insert(pointsRetroClaims)
      .values({ memberId: member.id, ...values })
      .onConflictDoUpdate({
        target: [pointsRetroClaims.memberId, pointsRetroClaims.ticketNo],
        set: values,
        setWhere: eq(pointsRetroClaims.status, 'rejected'),
      })
      .returning();
    // No row: this ticket's claim was approved already, and stays as it was.
    return { row, accrual, reason: row ? reason : ('alreadyCredited' as const) };
  });
  const { row, accrual, reason } = outcome;
  if (reason) throw new CallError(POINT_REFUSALS.retroRejected, `points.retro.reason.${reason}`);
  return toRow(context, { ...row!, points: accrual!.rewardPoints + accrual!.extraPoints });
}

function toRow(
  context: CallContext,
  row: typeof pointsRetroClaims.$inferSelect & { points: number | null },
): RetroClaimRow {
  return {
    id: row.id,
    ticketNo: row.ticketNo,
    flightNo: row.flightNo,
    cabin: row.cabin,
    origin: row.origin,
    destination: row.destination,
    flightDate: row.flightDate,
    status: row.status,
    reason: row.reason ? translate(context.locale, `points.retro.reason.${row.reason}`) : '',
    points: row.points ?? 0,
    createdAt: row.createdAt.toISOString(),
  };
}

/** queryFfpRetroInfo: the member's claims, newest first, each with its status and points. */
export async function queryRetroClaims(context: CallContext, query: HistoryQuery): Promise<RetroListPage> {
  const member = await requirePointsMember(context);
  const where = eq(pointsRetroClaims.memberId, member.id);
  const [total] = await context.db.select({ value: count() }).from(pointsRetroClaims).where(where);
  const rows = await context.db
    .select({
      claim: pointsRetroClaims,
      rewardPoints: pointsFlightAccruals.rewardPoints,
      extraPoints: pointsFlightAccruals.extraPoints,
    })
    .from(pointsRetroClaims)
    .leftJoin(pointsFlightAccruals, eq(pointsFlightAccruals.id, pointsRetroClaims.flightAccrualId))
    .where(where)
    .orderBy(desc(pointsRetroClaims.createdAt), desc(pointsRetroClaims.id))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  const list = rows.map(({ claim, rewardPoints, extraPoints }) =>
    toRow(context, { ...claim, points: (rewardPoints ?? 0) + (extraPoints ?? 0) }),
  );
  return { total: total?.value ?? 0, pageNo: query.pageNo, pageSize: query.pageSize, list };
}
