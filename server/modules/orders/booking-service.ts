import { and, eq, inArray } from 'drizzle-orm';
import {
  BOOKING_REFUSALS,
  type BookFlightData,
  type BookFlightInput,
  type OrderKindValue,
} from '../../../contract/calls/orders';
import type { CallContext } from '../../calls/call';
import type { Config } from '../../config';
import { CallError } from '../../calls/call-error';
import type { Db } from '../../db/client';
import { retryOnContention } from '../../db/contention';
import { members } from '../../db/schema/accounts';
import { orders, tickets } from '../../db/schema/orders';
import { requireMember } from '../accounts/sessions';
import { assertAwardTravellers } from '../member-centre/award-travellers';
import { quoteSegments, type SegmentQuote } from './booking-quote';
import { violatedUniqueConstraint } from '../../shared/database-errors';
import { seatedCount, writeOrder, type OrderDraft, type StoredOrder } from './order-writer';
import { holdWithinBounds } from './unpaid-holds';

const LIVE_COUPON_STATUSES = ['booked', 'open', 'checked_in', 'used'] as const;
const NUMBER_ATTEMPTS = 5;
/** Refusals a concurrent replay of a submit meets when its twin committed first. */
const REPLAY_REFUSALS: readonly string[] = [BOOKING_REFUSALS.passengerAlreadyBooked, BOOKING_REFUSALS.unpaidHoldLimit];

const bookingReply = (order: StoredOrder): BookFlightData => ({
  orderNo: order.orderNo,
  pnr: order.pnr,
  status: order.status,
  holdUntil: order.holdUntil.toISOString(),
  totalAmount: order.totalAmount,
  totalPoints: order.totalPoints,
});

/**
 * bookFlight / bookFlightInter: one transaction creates the order, its passengers, segments and coupons
 * and takes the seats. A replayed idempotency key answers with the first order.
 */
export async function bookOrder(
  context: CallContext,
  input: BookFlightInput,
  acceptedKinds: readonly OrderKindValue[],
): Promise<BookFlightData> {
  const { memberId } = await requireMember(context);
  const { db } = context;
  if (!acceptedKinds.includes(input.orderKind))
    throw new CallError(BOOKING_REFUSALS.flightNotBookable, 'orders.errors.wrongBookingCall');
  const earlier = await findByIdempotencyKey(db, memberId, input.idempotencyKey);
  if (earlier) return bookingReply(earlier);
  const now = context.clock.now();
  if (input.orderKind === 'points') {
    await requireAwardMember(db, memberId);
    await assertAwardTravellers(db, memberId, input.passengers, now);
  }
  const quotes = await quoteSegments(db, input.segments, input.orderKind, now);
  const from = { device: context.headers.dfp || undefined, address: context.request.ip || undefined };
  try {
    return await createOrder(db, context.config, { memberId, input, quotes, now, ...from });
  } catch (error) {
    if (!(error instanceof CallError && REPLAY_REFUSALS.includes(error.code))) throw error;
    // A replay that started before its twin committed finds the twin's coupons (or its hold): it is that order.
    const twin = await findByIdempotencyKey(db, memberId, input.idempotencyKey);
    if (twin) return bookingReply(twin);
    throw error;
  }
}

async function createOrder(db: Db, config: Config, draft: Omit<OrderDraft, 'holdUntil'>): Promise<BookFlightData> {
  await refuseTravellersAlreadyBooked(db, draft.quotes, draft.input);
  const wanted = { flightIds: draft.quotes.map((quote) => quote.flightId), seats: seatedCount(draft.input.passengers) };
  for (let attempt = 0; attempt < NUMBER_ATTEMPTS; attempt += 1) {
    try {
      const outcome = await retryOnContention(() =>
        db.transaction(async (transaction) => {
          const tx = transaction as unknown as Db;
          const holdUntil = await holdWithinBounds(tx, config, draft, wanted, draft.now);
          return writeOrder(tx, { ...draft, holdUntil });
        }),
      );
      if (outcome.kind !== 'numberTaken') return bookingReply(outcome.order);
    } catch (error) {
      throw asTravellerAlreadyBooked(error, draft.quotes, draft.input) ?? error;
    }
  }
  throw new Error('no free order number or PNR after several draws');
}

async function findByIdempotencyKey(
  db: Db,
  memberId: string,
  idempotencyKey: string,
): Promise<StoredOrder | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.memberId, memberId), eq(orders.idempotencyKey, idempotencyKey)));
  return order;
}

/** Spec 5: award tickets need real-name verification and a club id. */
async function requireAwardMember(db: Db, memberId: string): Promise<void> {
  const [member] = await db
    .select({ identityStatus: members.identityStatus, egretId: members.egretId })
    .from(members)
    .where(eq(members.id, memberId));
  if (member?.identityStatus !== '1')
    throw new CallError(BOOKING_REFUSALS.realNameRequired, 'account.guard.realNameRequired');
  if (!member.egretId) throw new CallError(BOOKING_REFUSALS.clubRequired, 'account.guard.clubRequired');
}

function alreadyBooked(name: string, quote: SegmentQuote): CallError {
  const data = { name, flightNo: quote.segment.flightNo, flightDate: quote.segment.flightDate };
  return new CallError(
    BOOKING_REFUSALS.passengerAlreadyBooked,
    'orders.errors.passengerAlreadyBooked',
    data,
    200,
    data,
  );
}

/** The clear answer for the usual case; the unique index still decides when two bookings race. */
async function refuseTravellersAlreadyBooked(
  db: Db,
  quotes: readonly SegmentQuote[],
  input: BookFlightInput,
): Promise<void> {
  // Document numbers arrive cleaned by the payload's schema (contract: one traveller, one key).
  const documents = input.passengers.map((passenger) => passenger.documentNo);
  const [taken] = await db
    .select({ flightId: tickets.flightId, documentNo: tickets.documentNo })
    .from(tickets)
    .where(
      and(
        inArray(
          tickets.flightId,
          quotes.map((quote) => quote.flightId),
        ),
        inArray(tickets.documentNo, documents),
        inArray(tickets.status, [...LIVE_COUPON_STATUSES]),
      ),
    )
    .limit(1);
  if (!taken) return;
  const passenger = input.passengers[documents.indexOf(taken.documentNo)]!;
  throw alreadyBooked(
    passenger.name,
    quotes.find((quote) => quote.flightId === taken.flightId)!,
  );
}

/** Maps the one-live-coupon index's violation ("Key (flight_id, document_no)=(12, X) …") to its traveller. */
function asTravellerAlreadyBooked(
  error: unknown,
  quotes: readonly SegmentQuote[],
  input: BookFlightInput,
): CallError | undefined {
  const violation = violatedUniqueConstraint(error);
  if (!violation || !/document_no/.test(violation.detail + violation.constraint)) return undefined;
  const [, flightId, documentNo] = /=\((\d+),\s*([^)]+)\)/.exec(violation.detail) ?? [];
  const quote = quotes.find((candidate) => String(candidate.flightId) === flightId) ?? quotes[0]!;
  const passenger = input.passengers.find((candidate) => candidate.documentNo === documentNo) ?? input.passengers[0]!;
  return alreadyBooked(passenger.name, quote);
}
