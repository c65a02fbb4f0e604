import { and, eq, inArray } from 'drizzle-orm';
import { CHECK_IN_REFUSALS } from '../../../contract/calls/check-in';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { checkInSeats } from '../../db/schema/check-in';
import { tickets } from '../../db/schema/orders';
import { assertEligible, infantsOf, loadParty } from './party';

/**
 * Undoes a check-in before the window closes: the seat is free again and the coupon back to 'open'. An
 * adult's infant is cancelled with them; an infant alone cannot be.
 */
export async function cancelCheckIn(context: CallContext, memberId: string, couponId: number): Promise<number[]> {
  return context.db.transaction(async (tx) => {
    const scoped = { ...context, db: tx as unknown as Db };
    const party = await loadParty(scoped, memberId, [couponId]);
    const coupon = party.asked[0]!;
    assertEligible(scoped, party, coupon);
    if (coupon.status !== 'checked_in')
      throw new CallError(CHECK_IN_REFUSALS.notCheckedIn, 'checkinServer.refusals.notCheckedIn', {}, 200, { couponId });
    const ids = [coupon, ...infantsOf(party, coupon).filter((infant) => infant.status === 'checked_in')].map(
      (row) => row.couponId,
    );
    await scoped.db.delete(checkInSeats).where(inArray(checkInSeats.couponId, ids));
    await scoped.db
      .update(tickets)
      .set({ status: 'open' })
      .where(and(inArray(tickets.id, ids), eq(tickets.status, 'checked_in')));
    return ids;
  });
}
