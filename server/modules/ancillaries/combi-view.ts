import { and, desc, eq, inArray } from 'drizzle-orm';
import { isTicketedNameOf } from '../../../contract/booking/passenger-rules';
import {
  COMBI_REFUSALS,
  type QueryCombiByCombiIdData,
  type QueryCombiByCombiIdPayload,
} from '../../../contract/calls/combi';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import { ancillaryItems, ancillaryOrders } from '../../db/schema/ancillaries';
import { requireMember } from '../accounts/sessions';
import { byOrder } from '../coupons/coupon-queries';
import { guardAttempt, recordAttemptFailure, recordAttemptSuccess } from '../risk/risk-engine';
import { ancillaryCoupons } from './ancillary-coupons';
import { tripFlight } from './ancillary-trips';
import { orderView } from './order-view';

/**
 * queryCombiByCombiId: the member's own booking (its order number and a passenger's name, both) with the
 * luggage and meal orders the member bought for its tickets. Another member's booking, a wrong name and an
 * unknown number are one refusal, counted by the risk engine as the other trip lookups are.
 */
export async function combiById(
  context: CallContext,
  lookup: Required<QueryCombiByCombiIdPayload>,
): Promise<QueryCombiByCombiIdData> {
  const { memberId } = await requireMember(context);
  const attempt = { action: 'tripLookup', subject: lookup.combiId } as const;
  await guardAttempt(context, attempt);
  const coupons = (await ancillaryCoupons(context.db, context.clock, byOrder(lookup.combiId))).filter(
    (coupon) => coupon.memberId === memberId,
  );
  if (!coupons.some((coupon) => isTicketedNameOf(lookup.passengerName, coupon))) {
    await recordAttemptFailure(context, attempt);
    throw new CallError(COMBI_REFUSALS.notFound, 'ancillaryServer.refusals.combiNotFound');
  }
  await recordAttemptSuccess(context, attempt);
  const extras = await context.db
    .selectDistinct({ orderNo: ancillaryOrders.orderNo, createdAt: ancillaryOrders.createdAt })
    .from(ancillaryOrders)
    .innerJoin(ancillaryItems, eq(ancillaryItems.orderNo, ancillaryOrders.orderNo))
    .where(
      and(
        eq(ancillaryOrders.memberId, memberId),
        inArray(
          ancillaryItems.couponId,
          coupons.map((coupon) => coupon.couponId),
        ),
      ),
    )
    .orderBy(desc(ancillaryOrders.createdAt), desc(ancillaryOrders.orderNo));
  const orders = [];
  for (const { orderNo } of extras) orders.push(await orderView(context, orderNo));
  const flights = new Map(coupons.map((coupon) => [coupon.segmentId, tripFlight(coupon)]));
  const passengers = new Map(coupons.map((coupon) => [coupon.passengerId, coupon.name]));
  return {
    combiId: lookup.combiId,
    pnr: coupons[0]!.pnr,
    flights: [...flights.values()].sort((a, b) => a.departure.at.localeCompare(b.departure.at)),
    passengers: [...passengers.values()],
    luggage: orders.filter((order) => order.kind === 'luggage'),
    meal: orders.filter((order) => order.kind === 'meal'),
  };
}
