import { and, eq } from 'drizzle-orm';
import { assignInfantsToAdults, ticketedName } from '../../../contract/booking/passenger-rules';
import { BOOKING_REFUSALS, type BookFlightInput, type BookingPassenger } from '../../../contract/calls/orders';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { addInsurance } from '../insurance/add-insurance';
import { orderEvents, orderPassengers, orderSegments, orders, tickets } from '../../db/schema/orders';
import { couponPrice, type SegmentQuote } from './booking-quote';
import { newOrderNo, newPnr } from './order-numbers';
import { lockMemberPoints, spendPoints } from '../points/points-ledger';
import { seatsLeft, takeSeats } from './seat-inventory';

export type StoredOrder = typeof orders.$inferSelect;
export type WriteOutcome = { kind: 'created' | 'replayed'; order: StoredOrder } | { kind: 'numberTaken' };

export interface OrderDraft {
  memberId: string;
  input: BookFlightInput;
  quotes: readonly SegmentQuote[];
  now: Date;
  /** When the unpaid order lets its seats go (unpaid-holds.ts shortens it as holds pile up). */
  holdUntil: Date;
  /** The device (dfp) and client address booking, which the bounds on unpaid holds count by. */
  device?: string;
  address?: string;
}

export const seatedCount = (passengers: readonly BookingPassenger[]) =>
  passengers.filter((passenger) => passenger.passengerType !== 'INF').length;

function totals(draft: OrderDraft) {
  let amount = 0;
  let points = 0;
  for (const quote of draft.quotes) {
    for (const passenger of draft.input.passengers) {
      const price = couponPrice(quote, passenger.passengerType, draft.input.orderKind);
      amount += price.fare + price.airportFee + price.fuelSurcharge;
      points += price.points;
    }
  }
  return { amount, points };
}

/**
 * The booking transaction's body. The order row goes in first with ON CONFLICT DO NOTHING: a concurrent
 * submit with the same idempotency key waits on it and then finds the winner instead of booking twice;
 * a clash of the random order number or PNR asks the caller to draw new ones.
 */
export async function writeOrder(tx: Db, draft: OrderDraft): Promise<WriteOutcome> {
  const { input, memberId, now } = draft;
  const total = totals(draft);
  // Locks in one order: the member row before the order row that references it (see lockMemberPoints).
  if (total.points > 0) await lockMemberPoints(tx, memberId);
  const [order] = await tx
    .insert(orders)
    .values({
      orderNo: newOrderNo(now),
      pnr: newPnr(),
      memberId,
      kind: input.orderKind,
      status: 'unpaid',
      contactName: input.contact.name,
      contactMobile: input.contact.mobile,
      contactEmail: input.contact.email,
      totalAmount: total.amount,
      totalPoints: total.points,
      idempotencyKey: input.idempotencyKey,
      createdAt: now,
      holdUntil: draft.holdUntil,
      bookedByDevice: draft.device ?? null,
      bookedFromAddress: draft.address ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (!order) {
    const [winner] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.memberId, memberId), eq(orders.idempotencyKey, input.idempotencyKey)));
    return winner ? { kind: 'replayed', order: winner } : { kind: 'numberTaken' };
  }
  await takeAllSeats(tx, draft);
  const passengerIds = await insertPassengers(tx, order.orderNo, input.passengers);
  for (const [segmentIndex, quote] of draft.quotes.entries()) {
    const [segment] = await tx
      .insert(orderSegments)
      .values({
        orderNo: order.orderNo,
        segmentIndex,
        flightId: quote.flightId,
        bookingClass: quote.segment.bookingClass,
        cabinClass: quote.cabinClass,
      })
      .returning({ id: orderSegments.id });
    await tx.insert(tickets).values(
      input.passengers.map((passenger, index) => ({
        orderNo: order.orderNo,
        passengerId: passengerIds[index]!,
        segmentId: segment!.id,
        flightId: quote.flightId,
        documentNo: passenger.documentNo,
        ...couponPrice(quote, passenger.passengerType, input.orderKind),
        status: 'booked' as const,
      })),
    );
  }
  await spendPoints(tx, { memberId, orderNo: order.orderNo, points: total.points, at: now });
  await tx
    .insert(orderEvents)
    .values({ orderNo: order.orderNo, kind: 'created', at: now, detail: { insurance: input.insurance ?? [] } });
  const insured = await insureChosen(tx, order.orderNo, input, passengerIds, now);
  return { kind: 'created', order: { ...order, totalAmount: insured ?? order.totalAmount } };
}

/** Premiums join the total in the booking's own transaction: a refused product books nothing. */
async function insureChosen(
  tx: Db,
  orderNo: string,
  input: BookFlightInput,
  passengerIds: readonly number[],
  now: Date,
): Promise<number | undefined> {
  const chosen = input.insurance ?? [];
  if (chosen.length === 0) return undefined;
  const selections = chosen.map((choice) => ({
    passengerId: passengerIds[choice.passengerIndex]!,
    productCode: choice.productCode,
  }));
  return (await addInsurance(tx, { orderNo, selections, now })).totalAmount;
}

/** Flights in id order, so two orders over the same flights lock them in the same order and never deadlock. */
async function takeAllSeats(tx: Db, draft: OrderDraft): Promise<void> {
  const seats = seatedCount(draft.input.passengers);
  for (const quote of [...draft.quotes].sort((a, b) => a.flightId - b.flightId)) {
    const request = {
      flightId: quote.flightId,
      bookingClass: quote.segment.bookingClass,
      cabinClass: quote.cabinClass,
      seats,
    };
    if (await takeSeats(tx, request)) continue;
    const left = await seatsLeft(tx, quote.flightId, quote.segment.bookingClass);
    const data = {
      flightNo: quote.segment.flightNo,
      flightDate: quote.segment.flightDate,
      bookingClass: quote.segment.bookingClass,
      seatsLeft: left,
    };
    throw new CallError(BOOKING_REFUSALS.soldOut, 'orders.errors.soldOut', data, 200, data);
  }
}

/**
 * Each passenger as the order stores them, by the contract's rules (the confirm page shows the same): the
 * name as ticketed and, for an infant, the index of the adult whose lap it travels on. The document number
 * arrives cleaned by the payload's schema.
 */
export function passengerRecordsOf(passengers: readonly BookingPassenger[]) {
  const laps = assignInfantsToAdults(passengers);
  return passengers.map((passenger, index) => ({
    name: ticketedName(passenger),
    documentNo: passenger.documentNo,
    lapIndex: laps[index],
  }));
}

/** Seated passengers first, so an infant's row can point at the adult whose lap it travels on. */
async function insertPassengers(tx: Db, orderNo: string, passengers: readonly BookingPassenger[]): Promise<number[]> {
  const ids: number[] = [];
  const records = passengerRecordsOf(passengers);
  const order = [...passengers.keys()].sort(
    (a, b) => Number(passengers[a]!.passengerType === 'INF') - Number(passengers[b]!.passengerType === 'INF'),
  );
  for (const index of order) {
    const passenger = passengers[index]!;
    const { name, documentNo, lapIndex } = records[index]!;
    const [row] = await tx
      .insert(orderPassengers)
      .values({
        orderNo,
        passengerType: passenger.passengerType,
        name,
        lastName: passenger.lastName,
        firstName: passenger.firstName,
        documentType: passenger.documentType,
        documentNo,
        birthDate: passenger.birthDate,
        gender: passenger.gender,
        nationality: passenger.nationality,
        issuingPlace: passenger.issuingPlace,
        documentExpiry: passenger.documentExpiry,
        mobile: passenger.mobile,
        accompanyingAdultId: lapIndex === undefined ? null : ids[lapIndex],
      })
      .returning({ id: orderPassengers.id });
    ids[index] = row!.id;
  }
  return ids;
}
