import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Clock } from '../../clock';
import { loadConfig, type Config } from '../../config';
import type { Db } from '../../db/client';
import { ancillaryItems } from '../../db/schema/ancillaries';
import { flightOperations } from '../../db/schema/flight-operations';
import { tickets } from '../../db/schema/orders';
import { flights } from '../../db/schema/schedule';
import { expireOverdueAncillaryOrders } from './cancel-and-expiry';
import { issueMissingEmds } from './emd-numbers';
import { refundPaidItems } from './refund-items';

/**
 * The ancillaries' background work: unpaid orders past their hold give their stock back; paid items missing
 * an EMD get one; paid items whose ticket was refunded (or voided) or whose flight was canceled are refunded
 * on their own, whatever the time.
 */
export async function runAncillaryJobs(
  db: Db,
  clock: Clock,
  config: Pick<Config, 'PUBLIC_URL' | 'TICKET_PREFIX'> = loadConfig(),
): Promise<{ expired: string[]; autoRefunded: string[] }> {
  const expired = await expireOverdueAncillaryOrders(db, clock);
  await issueMissingEmds(db, clock.now(), config.TICKET_PREFIX);
  const autoRefunded = await refundGroundedItems(db, clock, config);
  return { expired, autoRefunded };
}

async function refundGroundedItems(db: Db, clock: Clock, config: Pick<Config, 'PUBLIC_URL'>): Promise<string[]> {
  const grounded = await db
    .select({ id: ancillaryItems.id, orderNo: ancillaryItems.orderNo })
    .from(ancillaryItems)
    .innerJoin(tickets, eq(tickets.id, ancillaryItems.couponId))
    .innerJoin(flights, eq(flights.id, ancillaryItems.flightId))
    .leftJoin(flightOperations, eq(flightOperations.flightId, ancillaryItems.flightId))
    .where(
      and(
        eq(ancillaryItems.status, 'paid'),
        or(
          inArray(tickets.status, ['refunded', 'void']),
          eq(flights.status, 'canceled'),
          isNotNull(flightOperations.canceledAt),
        ),
      ),
    );
  const byOrder = new Map<string, number[]>();
  for (const item of grounded) byOrder.set(item.orderNo, [...(byOrder.get(item.orderNo) ?? []), item.id]);
  for (const [orderNo, itemIds] of byOrder) await refundPaidItems({ db, clock, config }, orderNo, itemIds, false);
  return [...byOrder.keys()];
}
