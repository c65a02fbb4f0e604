import { randomInt } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { ID_DOCUMENT_TYPE } from '../../contract/lookups';
import type { Db } from '../db/client';
import { members } from '../db/schema/accounts';
import {
  orderEvents,
  orderPassengers,
  orderSegments,
  orders,
  tickets,
  type CouponStatus,
  type PassengerType,
} from '../db/schema/orders';
import { nextTicketNumber, ticketSerialKey } from '../modules/ticketing/ticket-serials';
import { party } from './ticketed-trip-party';
import { chooseFlight, price, takeSeats } from './ticketed-trip-flight';
import { recordSettledPayment } from './settled-payment';

/**
 * A ticketed booking written straight into the order tables, as booking and ticketing would leave it:
 * for check-in tests and the development endpoint. Its ticket numbers come from real ticketing's numbering, and
 * it is paid through the sandbox gateway, so a refund of it pays out as a booked trip's does.
 */
export interface TicketedTripOptions {
  memberId: string;
  now: Date;
  ticketPrefix: string;
  /** The first flight leaving at least this many hours from now (ignored when flightId is given). */
  departsAfterHours?: number;
  flightId?: number;
  child?: boolean;
  infant?: boolean;
  /** The adult's name; defaults to the member's Chinese name. */
  adultName?: string;
  /** 'booked' leaves the coupons unticketed (no ticket number). */
  couponStatus?: CouponStatus;
  /** This economy fare class; by default the cheapest one with seats. */
  bookingClass?: string;
}

export interface TicketedTrip {
  orderNo: string;
  pnr: string;
  flightId: number;
  departureAt: Date;
  coupons: {
    couponId: number;
    ticketNo: string | null;
    passengerType: PassengerType;
    name: string;
    documentNo: string;
  }[];
}

export async function createTicketedTrip(db: Db, options: TicketedTripOptions): Promise<TicketedTrip> {
  const key = await ticketSerialKey(db, options.now);
  return db.transaction(async (tx) => insertTrip(tx as unknown as Db, options, key));
}

async function insertTrip(db: Db, options: TicketedTripOptions, serialKey: string): Promise<TicketedTrip> {
  const { now } = options;
  const [member] = await db.select().from(members).where(eq(members.id, options.memberId));
  if (!member) throw new Error(`no member ${options.memberId}`);
  const seated = 1 + (options.child ? 1 : 0);
  const flight = await chooseFlight(db, options, seated);
  const travellers = await party(db, flight.id, options, member.cnName || '张伟', now);
  const orderNo = `HB${now.toISOString().slice(2, 10).replaceAll('-', '')}${String(randomInt(10_000_000)).padStart(7, '0')}`;
  const pnr = Array.from({ length: 6 }, () => PNR_LETTERS[randomInt(PNR_LETTERS.length)]).join('');
  const prices = travellers.map((traveller) => price(traveller.type, flight));
  const total = prices.reduce((sum, p) => sum + p.fare + p.airportFee + p.fuelSurcharge, 0);
  const ticketed = (options.couponStatus ?? 'open') !== 'booked';
  await db.insert(orders).values({
    orderNo,
    pnr,
    memberId: member.id,
    kind: 'domestic',
    status: ticketed ? 'ticketed' : 'unpaid',
    contactName: travellers[0]!.name,
    contactMobile: member.mobile,
    contactEmail: member.email ?? 'traveller@example.com',
    totalAmount: total,
    idempotencyKey: `check-in-fixture-${orderNo}`,
    createdAt: now,
    holdUntil: new Date(now.getTime() + 30 * 60_000),
    paidAt: ticketed ? now : null,
    ticketedAt: ticketed ? now : null,
  });
  const [segment] = await db
    .insert(orderSegments)
    .values({ orderNo, segmentIndex: 0, flightId: flight.id, bookingClass: flight.bookingClass, cabinClass: 'Y' })
    .returning();
  const passengerIds: number[] = [];
  for (const traveller of travellers) {
    const [row] = await db
      .insert(orderPassengers)
      .values({
        orderNo,
        passengerType: traveller.type,
        name: traveller.name,
        documentType: ID_DOCUMENT_TYPE.idCard,
        documentNo: traveller.documentNo,
        birthDate: traveller.birthDate,
        accompanyingAdultId: traveller.type === 'INF' ? passengerIds[0]! : null,
      })
      .returning();
    passengerIds.push(row!.id);
  }
  const coupons = await db
    .insert(tickets)
    .values(
      travellers.map((traveller, index) => ({
        orderNo,
        passengerId: passengerIds[index]!,
        segmentId: segment!.id,
        flightId: flight.id,
        documentNo: traveller.documentNo,
        ...prices[index]!,
        status: options.couponStatus ?? ('open' as const),
      })),
    )
    .returning({ id: tickets.id });
  if (ticketed)
    for (const coupon of coupons)
      await db
        .update(tickets)
        .set({ ticketNo: await nextTicketNumber(db, options.ticketPrefix, serialKey) })
        .where(eq(tickets.id, coupon.id));
  if (ticketed) await recordSettledPayment(db, { orderNo, memberId: member.id, amount: total, at: now });
  await takeSeats(db, flight.id, flight.bookingClass, seated);
  await db
    .insert(orderEvents)
    .values({ orderNo, kind: ticketed ? 'ticketed' : 'created', at: now, detail: { source: 'check-in test booking' } });
  const stored = await db
    .select({ id: tickets.id, ticketNo: tickets.ticketNo })
    .from(tickets)
    .where(eq(tickets.orderNo, orderNo))
    .orderBy(asc(tickets.id));
  return {
    orderNo,
    pnr,
    flightId: flight.id,
    departureAt: flight.departureAt,
    coupons: coupons.map((coupon, index) => ({
      couponId: coupon.id,
      ticketNo: stored[index]!.ticketNo,
      passengerType: travellers[index]!.type,
      name: travellers[index]!.name,
      documentNo: travellers[index]!.documentNo,
    })),
  };
}

const PNR_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
