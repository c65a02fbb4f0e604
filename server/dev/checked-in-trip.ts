import { eq, inArray } from 'drizzle-orm';
import { composeIdCardNumber } from '../../contract/booking/id-card-number';
import type { Db } from '../db/client';
import { orderPassengers, tickets } from '../db/schema/orders';
import { flights } from '../db/schema/schedule';
import { createTicketedTrip, type TicketedTripOptions } from './ticketed-trip';

const TICKET_PREFIX = '880';

/** 张伟's own ID card, as saved (relationship self) by the passengers seed. */
export const ZHANG_WEI_ID = composeIdCardNumber('130102', '1985-03-14', 11);

/**
 * A ticketed trip whose adult is `traveller` (by default 张伟 himself, on his own ID card), checked in,
 * for points tests and the development lever. Move the clock past `departureAt` for it to be flown.
 */
export async function checkedInTrip(
  db: Db,
  options: Omit<TicketedTripOptions, 'adultName' | 'ticketPrefix'> & {
    traveller?: { name: string; documentNo: string };
  },
) {
  const traveller = options.traveller ?? { name: '张伟', documentNo: ZHANG_WEI_ID };
  const trip = await createTicketedTrip(db, { ...options, ticketPrefix: TICKET_PREFIX, adultName: traveller.name });
  const coupon = trip.coupons[0]!;
  await db
    .update(orderPassengers)
    .set({ documentNo: traveller.documentNo })
    .where(eq(orderPassengers.orderNo, trip.orderNo));
  await db
    .update(tickets)
    .set({ documentNo: traveller.documentNo, status: 'checked_in' })
    .where(inArray(tickets.id, [coupon.couponId]));
  const [flight] = await db.select().from(flights).where(eq(flights.id, trip.flightId));
  return { ...trip, coupon: { ...coupon, documentNo: traveller.documentNo }, flight: flight! };
}
