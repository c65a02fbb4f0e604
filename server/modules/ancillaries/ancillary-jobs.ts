import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Clock } from '../../clock';
import { loadConfig, type Config } from '../../config';
import type { Db } from '../../db/client';
import { ancillaryItems } from '../../db/schema/ancillaries';
import { flightOperations } from '../../db/schema/flight-operations';
import { tickets } from '../../db/schema/orders';
import { flights } from '../../db/schema/schedule';
import { cancelUnpaidAncillaryOrders, expireOverdueAncillaryOrders } from './cancel-and-expiry';
import { issueMissingEmds } from './emd-numbers';
import { refundPaidItems } from './refund-items';

/**
 * The ancillaries' background work: unpaid orders past their hold give their stock back; paid items missing
 * an EMD get one; items whose ticket was refunded (or voided, or exchanged by a change that could not take them
 * along: items-follow-change.ts) or whose flight was canceled can never be used,
 * whatever the time: paid ones are refunded, unpaid orders holding one are canceled (their stock back).
 * Each step only moves rows still in the state it starts from, so a second run finds nothing to do.
 */
export async function runAncillaryJobs(
  db: Db,
  clock: Clock,
  config: Pick<Config, 'PUBLIC_URL' | 'TICKET_PREFIX'> = loadConfig(),
): Promise<{ expired: string[]; autoRefunded: string[]; autoCanceled: string[] }> {
  const expired = await expireOverdueAncillaryOrders(db, clock);
  await issueMissingEmds(db, clock.now(), config.TICKET_PREFIX);
  const grounded = await groundedItems(db);
  const autoRefunded: string[] = [];
  for (const [orderNo, itemIds] of ordersOf(grounded.filter((item) => item.status === 'paid'))) {
    // 0 when another run refunded them first: only the run that moved them reports them.
    if ((await refundPaidItems({ db, clock, config }, orderNo, itemIds, false)) > 0) autoRefunded.push(orderNo);
  }
  const autoCanceled = await cancelUnpaidAncillaryOrders(db, clock, [
    ...ordersOf(grounded.filter((item) => item.status === 'unpaid')).keys(),
  ]);
  return { expired, autoRefunded, autoCanceled };
}

/** Paid or unpaid items whose coupon can no longer fly: ticket refunded or voided, flight canceled. */
function groundedItems(db: Db) {
  return db
    .select({ id: ancillaryItems.id, orderNo: ancillaryItems.orderNo, status: ancillaryItems.status })
    .from(ancillaryItems)
    .innerJoin(tickets, eq(tickets.id, ancillaryItems.couponId))
    .innerJoin(flights, eq(flights.id, ancillaryItems.flightId))
    .leftJoin(flightOperations, eq(flightOperations.flightId, ancillaryItems.flightId))
    .where(
      and(
        inArray(ancillaryItems.status, ['paid', 'unpaid']),
        or(
          inArray(tickets.status, ['refunded', 'exchanged', 'void']),
          eq(flights.status, 'canceled'),
          isNotNull(flightOperations.canceledAt),
        ),
      ),
    );
}

function ordersOf(items: { id: number; orderNo: string }[]): Map<string, number[]> {
  const byOrder = new Map<string, number[]>();
  for (const item of items) byOrder.set(item.orderNo, [...(byOrder.get(item.orderNo) ?? []), item.id]);
  return byOrder;
}
