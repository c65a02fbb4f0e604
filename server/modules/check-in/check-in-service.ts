import { and, eq, inArray, sql } from 'drizzle-orm';
import { CHECK_IN_REFUSALS } from '../../../contract/calls/check-in';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { checkInSeats, checkInSequences } from '../../db/schema/check-in';
import { tickets } from '../../db/schema/orders';
import { takenSeats, type CouponRow } from '../coupons/coupon-queries';
import { adultOf, assertEligible, infantsOf, loadParty, type Party } from './party';
import { assertSeatAllowed, assignSideBySide, flightPlan, type SeatingFacts } from './seat-choice';
import { seatConflict } from './seat-conflict';

export interface CheckInRequest {
  couponIds: number[];
  seats: { couponId: number; seat: string }[];
  assistance: number[];
}

const ATTEMPTS = 3;

/**
 * Checks passengers in, or moves checked-in ones to the seats they chose, in one transaction. The unique
 * (flight, seat) decides races: a chosen seat someone else got first is refused as SEAT_TAKEN; seats picked
 * automatically are picked again. Returns every coupon checked in (an adult's infant with them).
 */
export async function checkInPassengers(
  context: CallContext,
  memberId: string,
  request: CheckInRequest,
): Promise<number[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await context.db.transaction(async (tx) =>
        checkInOnce({ ...context, db: tx as unknown as Db }, memberId, request),
      );
    } catch (error) {
      const conflict = seatConflict(error);
      if (!conflict) throw error;
      const chosen = request.seats.find((choice) => choice.seat === conflict.seat);
      if (chosen)
        throw new CallError(
          CHECK_IN_REFUSALS.seatTaken,
          'checkinServer.refusals.seatTaken',
          { seat: chosen.seat },
          200,
          { couponId: chosen.couponId, seat: chosen.seat },
        );
      if (attempt === ATTEMPTS)
        throw new CallError(
          CHECK_IN_REFUSALS.seatTaken,
          'checkinServer.refusals.seatTaken',
          { seat: conflict.seat ?? '' },
          200,
          { seat: conflict.seat },
        );
    }
  }
}

async function checkInOnce(context: CallContext, memberId: string, request: CheckInRequest): Promise<number[]> {
  const party = await loadParty(context, memberId, request.couponIds);
  const travellers = withInfants(party);
  const askedIds = new Set(party.asked.map((coupon) => coupon.couponId));
  for (const coupon of travellers)
    assertEligible(
      context,
      party,
      coupon,
      coupon.passengerType === 'INF' && askedIds.has(adultOf(party, coupon)?.couponId ?? -1),
    );
  const seated = travellers.filter((coupon) => coupon.passengerType !== 'INF');
  const newcomers = travellers.filter((coupon) => coupon.status === 'open');
  // Taking the flight's next sequence numbers first queues the check-ins of one flight, so automatic seats are
  // picked from what the previous check-in left; a chosen seat is still decided by the unique index.
  const firstSequence = newcomers.length > 0 ? await nextSequences(context.db, party.flight.id, newcomers.length) : 0;
  const facts: SeatingFacts = {
    plan: flightPlan(party),
    taken: await takenSeats(context.db, party.flight.id),
    assistance: new Set(request.assistance),
  };
  const chosen = chosenSeats(request, seated);
  const moving = new Set(
    [...chosen.keys()].filter((couponId) => seated.find((coupon) => coupon.couponId === couponId)!.seat !== null),
  );
  for (const [couponId, seat] of chosen)
    assertSeatAllowed(
      party,
      facts,
      seated.find((coupon) => coupon.couponId === couponId)!,
      seat,
      moving,
    );
  const unseated = seated.filter((coupon) => coupon.seat === null && !chosen.has(coupon.couponId));
  const automatic = assignSideBySide(facts, unseated, new Set(chosen.values()));
  await moveSeats(context.db, new Map([...chosen].filter(([couponId]) => moving.has(couponId))));
  const seatOf = (coupon: CouponRow) =>
    coupon.passengerType === 'INF' ? null : (chosen.get(coupon.couponId) ?? automatic.get(coupon.couponId))!;
  await seatNewcomers(context, party, newcomers, firstSequence, seatOf, new Set(request.assistance));
  return travellers.map((coupon) => coupon.couponId);
}

/** The asked coupons with the infants of asked adults (an infant goes with their adult, never alone). */
function withInfants(party: Party): CouponRow[] {
  const travellers = new Map(party.asked.map((coupon) => [coupon.couponId, coupon]));
  for (const coupon of party.asked)
    for (const infant of infantsOf(party, coupon)) travellers.set(infant.couponId, infant);
  return [...travellers.values()];
}

function chosenSeats(request: CheckInRequest, seated: CouponRow[]): Map<number, string> {
  const chosen = new Map<number, string>();
  const seen = new Set<string>();
  for (const { couponId, seat } of request.seats) {
    const coupon = seated.find((candidate) => candidate.couponId === couponId);
    if (!coupon)
      throw new CallError(CHECK_IN_REFUSALS.seatUnknown, 'checkinServer.refusals.seatUnknown', { seat }, 200, {
        couponId,
        seat,
      });
    if (seen.has(seat))
      throw new CallError(CHECK_IN_REFUSALS.seatTwice, 'checkinServer.refusals.seatTwice', { seat }, 200, { seat });
    seen.add(seat);
    if (coupon.seat !== seat) chosen.set(couponId, seat);
  }
  return chosen;
}

/** Frees the old seats first, so two passengers of one booking may swap. */
async function moveSeats(db: Db, moves: Map<number, string>): Promise<void> {
  if (moves.size === 0) return;
  await db
    .update(checkInSeats)
    .set({ seat: null })
    .where(inArray(checkInSeats.couponId, [...moves.keys()]));
  for (const [couponId, seat] of moves)
    await db.update(checkInSeats).set({ seat }).where(eq(checkInSeats.couponId, couponId));
}

async function nextSequences(db: Db, flightId: number, count: number): Promise<number> {
  const [counter] = await db
    .insert(checkInSequences)
    .values({ flightId, lastSequence: count })
    .onConflictDoUpdate({
      target: checkInSequences.flightId,
      set: { lastSequence: sql`${checkInSequences.lastSequence} + ${count}` },
    })
    .returning();
  return counter!.lastSequence - count + 1;
}

async function seatNewcomers(
  context: CallContext,
  party: Party,
  newcomers: CouponRow[],
  firstSequence: number,
  seatOf: (coupon: CouponRow) => string | null,
  assistance: ReadonlySet<number>,
): Promise<void> {
  if (newcomers.length === 0) return;
  const now = context.clock.now();
  await context.db.insert(checkInSeats).values(
    newcomers.map((coupon, index) => ({
      couponId: coupon.couponId,
      flightId: party.flight.id,
      seat: seatOf(coupon),
      sequence: firstSequence + index,
      assistance: assistance.has(coupon.couponId),
      checkedInAt: now,
    })),
  );
  const ids = newcomers.map((coupon) => coupon.couponId);
  const updated = await context.db
    .update(tickets)
    .set({ status: 'checked_in' })
    .where(and(inArray(tickets.id, ids), eq(tickets.status, 'open')))
    .returning({ id: tickets.id });
  // Another request changed one of these coupons since they were read (refund, void): nothing is written.
  if (updated.length !== ids.length)
    throw new CallError(CHECK_IN_REFUSALS.tripNotFound, 'checkinServer.refusals.tripNotFound');
}
