import { and, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { disruptionNotices, type NoticeChannel } from '../../db/schema/disruption-notices';
import type { Providers } from '../../providers/providers';
import { couponsByTicket, couponsToNotify, eventKeyOf, type DisruptedCoupon } from './disrupted-coupons';
import { noticeMail, noticeText } from './notice-texts';

export interface NoticeDeps {
  db: Db;
  clock: Clock;
  providers: Providers;
  logger: FastifyBaseLogger;
  /** Where the site is, for the link in the message. */
  publicUrl: string;
}

/** A provider that failed is tried again on later runs, this many times in all. */
export const MAX_NOTICE_ATTEMPTS = 5;
/** A claim older than this is taken to be an instance that stopped mid-send, and is sent again. */
const CLAIM_LEASE_MS = 10 * 60_000;

type ClaimedNotice = { id: number; ticketId: number; channel: NoticeChannel; kind: DisruptedCoupon['kind'] };

/**
 * The job that tells travellers of a cancelled or delayed flight (CCAR-273): for each open coupon, one SMS,
 * one e-mail and one notice on the site, in the member's language. Each notice is a row whose unique key
 * (event, coupon, channel) the database decides: only the instance whose insert created the row sends it,
 * so several instances and repeated runs send each once. A failed send is tried again later.
 */
export async function notifyDisruptedTravellers(deps: NoticeDeps): Promise<{ sent: number; failed: number }> {
  const now = deps.clock.now();
  const coupons = await couponsToNotify(deps.db, now);
  const fresh = await claimNewNotices(deps.db, coupons, now);
  const retried = await reclaimUnsentNotices(deps.db, now);
  const known = new Map(coupons.map((coupon) => [coupon.ticketId, coupon]));
  const missing = retried.map((notice) => notice.ticketId).filter((id) => !known.has(id));
  for (const [ticketId, coupon] of await couponsByTicket(deps.db, missing)) known.set(ticketId, coupon);
  let sent = 0;
  let failed = 0;
  for (const notice of [...fresh, ...retried]) {
    const coupon = known.get(notice.ticketId);
    if ((await deliver(deps, notice, coupon?.kind === notice.kind ? coupon : undefined)) === 'sent') sent += 1;
    else failed += 1;
  }
  return { sent, failed };
}

/** Inserts every notice of these coupons; the rows that were already there (another run's) come back not. */
async function claimNewNotices(db: Db, coupons: DisruptedCoupon[], now: Date): Promise<ClaimedNotice[]> {
  const rows = coupons.flatMap((coupon) => {
    const common = {
      eventKey: eventKeyOf(coupon),
      flightId: coupon.flightId,
      kind: coupon.kind,
      ticketId: coupon.ticketId,
      memberId: coupon.memberId,
      locale: coupon.locale,
      claimedAt: now,
    };
    return [
      // The site's notice is there as soon as it is written.
      { ...common, channel: 'site' as const, recipient: null, status: 'sent' as const, sentAt: now },
      ...(coupon.mobile
        ? [{ ...common, channel: 'sms' as const, recipient: coupon.mobile, status: 'sending' as const }]
        : []),
      { ...common, channel: 'email' as const, recipient: coupon.email, status: 'sending' as const },
    ];
  });
  const claimed: ClaimedNotice[] = [];
  for (let start = 0; start < rows.length; start += 300) {
    const inserted = await db
      .insert(disruptionNotices)
      .values(rows.slice(start, start + 300))
      .onConflictDoNothing({
        target: [disruptionNotices.eventKey, disruptionNotices.ticketId, disruptionNotices.channel],
      })
      .returning({
        id: disruptionNotices.id,
        ticketId: disruptionNotices.ticketId,
        channel: disruptionNotices.channel,
        kind: disruptionNotices.kind,
      });
    claimed.push(...inserted.filter((notice) => notice.channel !== 'site'));
  }
  return claimed;
}

/**
 * Failed sends under the attempt limit, and claims left by an instance that stopped mid-send, taken by one
 * UPDATE: PostgreSQL re-checks the condition on a row another instance has just taken, so only one gets it.
 */
async function reclaimUnsentNotices(db: Db, now: Date): Promise<ClaimedNotice[]> {
  return db
    .update(disruptionNotices)
    .set({ status: 'sending', claimedAt: now, attempts: sql`${disruptionNotices.attempts} + 1` })
    .where(
      and(
        ne(disruptionNotices.channel, 'site'),
        lt(disruptionNotices.attempts, MAX_NOTICE_ATTEMPTS),
        or(
          eq(disruptionNotices.status, 'failed'),
          and(
            eq(disruptionNotices.status, 'sending'),
            lt(disruptionNotices.claimedAt, new Date(now.getTime() - CLAIM_LEASE_MS)),
          ),
        ),
      ),
    )
    .returning({
      id: disruptionNotices.id,
      ticketId: disruptionNotices.ticketId,
      channel: disruptionNotices.channel,
      kind: disruptionNotices.kind,
    });
}

async function deliver(
  deps: NoticeDeps,
  notice: ClaimedNotice,
  coupon: DisruptedCoupon | undefined,
): Promise<'sent' | 'failed'> {
  const mark = (status: 'sent' | 'failed', extra: object = {}) =>
    deps.db
      .update(disruptionNotices)
      .set({ status, ...(status === 'sent' ? { sentAt: deps.clock.now() } : {}), ...extra })
      .where(inArray(disruptionNotices.id, [notice.id]));
  // The flight is back on time, or the coupon gone: nothing true is left to say.
  if (!coupon) {
    await mark('failed', { attempts: MAX_NOTICE_ATTEMPTS });
    return 'failed';
  }
  try {
    if (notice.channel === 'sms')
      await deps.providers.sms.send(
        { mobile: coupon.mobile!, text: noticeText(coupon, deps.publicUrl), code: null, sentAt: deps.clock.now() },
        deps.logger,
      );
    else await deps.providers.mail.send(noticeMail(coupon, deps.publicUrl));
    await mark('sent');
    return 'sent';
  } catch (error) {
    deps.logger.warn({ err: error, notice: notice.id, channel: notice.channel }, 'disruption notice not sent');
    await mark('failed');
    return 'failed';
  }
}
