import { randomInt } from 'node:crypto';
import { and, eq, inArray, lte } from 'drizzle-orm';
import { CHANGE_HOLD_MS, CHANGE_REFUSALS, type ChangeResult } from '../../../contract/calls/ticket-changes';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { orderEvents, orderSegments, tickets } from '../../db/schema/orders';
import { ticketChangeCoupons, ticketChanges } from '../../db/schema/ticket-changes';
import { takeSeats } from '../orders/seat-inventory';
import { findMemberOrder } from '../refunds/order-coupons';
import { ticketSerialKey } from '../ticketing/ticket-serials';
import { cancelUnpaidChange, EXPIRABLE } from './change-cancel';
import { completeChange } from './change-complete';
import type { ChangePolicy } from './change-policy';
import { quoteChange, quotedChangeOf } from './change-quote';
import { changeResult } from './change-result';
import { selectChange, type ChangeRequest, type ChangeSelection } from './change-selection';
import { readChangeQuote, sameChange } from './change-token';

export interface ApplyChangeRequest extends ChangeRequest {
  quoteToken: string;
  idempotencyKey: string;
}

type ChangeContext = Pick<CallContext, 'db' | 'clock' | 'config'>;

/**
 * Makes the change in one transaction under the order's lock, so two changes (or a change and a refund) of
 * one order run one after the other and the second finds the coupons taken: the quote is checked against
 * today's (a moved fare answers CHANGE_QUOTE_CHANGED with the new quote), the new seats are taken by the
 * booking's rule, new coupons booked on a segment of the new flight. A change that costs nothing is done at
 * once; one that costs money waits, holding its seats, for the one payment flow (its change number is the
 * payable order number). A retried apply (same idempotency key) answers the first one's result.
 */
export async function applyChange(
  context: ChangeContext,
  memberId: string,
  request: ApplyChangeRequest,
  policy: ChangePolicy,
): Promise<ChangeResult> {
  const now = context.clock.now();
  const serialKey = await ticketSerialKey(context.db, now);
  const changeNo = await context.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    if (!(await findMemberOrder(tx, request.orderNo, memberId, { lock: true })))
      throw new CallError(CHANGE_REFUSALS.orderNotFound, 'change.errors.orderNotFound', { orderNo: request.orderNo });
    const [earlier] = await tx
      .select({ changeNo: ticketChanges.changeNo })
      .from(ticketChanges)
      .where(and(eq(ticketChanges.memberId, memberId), eq(ticketChanges.idempotencyKey, request.idempotencyKey)));
    if (earlier) return { changeNo: earlier.changeNo, replayed: true };
    const quoted = await readChangeQuote(context, request.quoteToken, memberId);
    if (!quoted) throw new CallError(CHANGE_REFUSALS.quoteInvalid, 'change.errors.quoteInvalid');
    await letOverdueChangesGo(tx, request.orderNo, now);
    const scoped = { ...context, db: tx };
    const selection = await selectChange(tx, memberId, request, policy, now);
    if (!sameChange(quoted, quotedChangeOf(memberId, policy, selection)))
      throw new CallError(
        CHANGE_REFUSALS.quoteChanged,
        'change.errors.quoteChanged',
        {},
        200,
        await quoteChange(scoped, memberId, request, policy),
      );
    const change = await bookChange(tx, memberId, request.idempotencyKey, policy, selection, now);
    if (change.totalAmount === 0)
      await completeChange(tx, change, { prefix: context.config.TICKET_PREFIX, serialKey }, now);
    return { changeNo: change.changeNo, replayed: false };
  });
  return changeResult(context.db, changeNo.changeNo, changeNo.replayed);
}

/** An unpaid change of this order whose hold ended no longer holds its coupons or seats. */
async function letOverdueChangesGo(tx: Db, orderNo: string, now: Date): Promise<void> {
  const overdue = await tx
    .select({ changeNo: ticketChanges.changeNo })
    .from(ticketChanges)
    .where(
      and(
        eq(ticketChanges.orderNo, orderNo),
        inArray(ticketChanges.status, [...EXPIRABLE]),
        lte(ticketChanges.holdUntil, now),
      ),
    );
  for (const { changeNo } of overdue) await cancelUnpaidChange(tx, changeNo, now);
}

/** The change, its new seats and its booked coupons; the seats refuse when another traveller took them first. */
async function bookChange(
  tx: Db,
  memberId: string,
  idempotencyKey: string,
  policy: ChangePolicy,
  selection: ChangeSelection,
  now: Date,
) {
  const { target, order } = selection;
  const seated = selection.selected.filter(({ coupon }) => coupon.passengerType !== 'INF').length;
  const took = await takeSeats(tx, {
    flightId: target.flightId,
    bookingClass: target.bookingClass,
    cabinClass: target.cabinClass,
    seats: seated,
  });
  if (!took)
    throw new CallError(CHANGE_REFUSALS.noSeats, 'change.errors.noSeats', { flightNo: target.flightNo }, 200, {
      seatsLeft: 0,
    });
  const segmentId = await segmentFor(tx, order.orderNo, selection);
  const amounts = selection.selected.reduce(
    (sum, { quote }) => ({ total: sum.total + quote.amount, fee: sum.fee + quote.fee }),
    { total: 0, fee: 0 },
  );
  const changeNo = newChangeNo(now);
  const [change] = await tx
    .insert(ticketChanges)
    .values({
      changeNo,
      orderNo: order.orderNo,
      memberId,
      idempotencyKey,
      policy: policy.name,
      status: 'unpaid',
      newFlightId: target.flightId,
      newSegmentId: segmentId,
      bookingClass: target.bookingClass,
      cabinClass: target.cabinClass,
      totalAmount: amounts.total,
      fee: amounts.fee,
      createdAt: now,
      holdUntil: new Date(now.getTime() + CHANGE_HOLD_MS),
    })
    .returning();
  for (const { coupon, quote } of selection.selected) {
    // The new coupon carries what was paid for the seat, so a later refund gives back what was paid.
    const newTaxes = quote.taxDifference > 0 ? target.prices : null;
    const priceKey = ({ ADT: 'adult', CHD: 'child', INF: 'infant' } as const)[coupon.passengerType];
    const [ticket] = await tx
      .insert(tickets)
      .values({
        orderNo: order.orderNo,
        passengerId: coupon.passengerId,
        segmentId,
        flightId: target.flightId,
        documentNo: coupon.documentNo,
        fare: coupon.fare + quote.fareDifference,
        airportFee: newTaxes ? newTaxes[priceKey].airportFee : coupon.airportFee,
        fuelSurcharge: newTaxes ? newTaxes[priceKey].fuelSurcharge : coupon.fuelSurcharge,
        points: 0,
        status: 'booked',
      })
      .returning({ id: tickets.id });
    await tx.insert(ticketChangeCoupons).values({
      changeNo,
      oldTicketId: coupon.ticketId,
      newTicketId: ticket!.id,
      feePercent: quote.feePercent,
      fee: quote.fee,
      fareDifference: quote.fareDifference,
      taxDifference: quote.taxDifference,
      amount: quote.amount,
    });
  }
  await tx.insert(orderEvents).values({
    orderNo: order.orderNo,
    kind: 'change_requested',
    at: now,
    detail: {
      changeNo,
      ticketIds: selection.selected.map(({ coupon }) => coupon.ticketId),
      flightNo: target.flightNo,
      flightDate: target.flightDate,
      amount: amounts.total,
      fee: amounts.fee,
    },
  });
  return change!;
}

/** The order's segment on the new flight in the new class: the one an earlier change made, or a new one. */
async function segmentFor(tx: Db, orderNo: string, selection: ChangeSelection): Promise<number> {
  const { target } = selection;
  const segmentIndex = selection.selected[0]!.coupon.segmentIndex;
  const match = and(
    eq(orderSegments.orderNo, orderNo),
    eq(orderSegments.segmentIndex, segmentIndex),
    eq(orderSegments.flightId, target.flightId),
    eq(orderSegments.bookingClass, target.bookingClass),
  );
  const [existing] = await tx.select({ id: orderSegments.id }).from(orderSegments).where(match);
  if (existing) return existing.id;
  const [created] = await tx
    .insert(orderSegments)
    .values({
      orderNo,
      segmentIndex,
      flightId: target.flightId,
      bookingClass: target.bookingClass,
      cabinClass: target.cabinClass,
    })
    .returning({ id: orderSegments.id });
  return created!.id;
}

function newChangeNo(now: Date): string {
  const day = now.toISOString().slice(2, 10).replaceAll('-', '');
  return `CG${day}${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
}
