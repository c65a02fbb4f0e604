import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { CALLS } from '../../../../contract/call-paths';
import type { BookFlightPayload, BookingPassenger } from '../../../../contract/calls/orders';
import { checkCharacter } from '../../../../contract/validators/id-card';
import type { Db } from '../../../db/client';
import { memberPointsTransactions } from '../../../db/schema/points';
import { fares, flightBuckets, flightCabins, flights } from '../../../db/schema/schedule';
import { beforeAll } from 'vitest';
import { formCall, type TestApp } from '../../../testing/test-app';
import { loggedInUser } from '../../accounts/testing/account-test-calls';
import { DEMO_PASSWORD } from '../../accounts/seed';
import { fareOfFlightClass } from '../../../shared/flight-fare';

/** What the order tests share: a flight to book, a valid party, a logged-in member, the calls. */
export interface BookableFlight {
  flightId: number;
  flightNo: string;
  flightDate: string;
  bookingClass: string;
  cabinClass: string;
  price: number;
}

export async function bookableFlight(
  db: Db,
  flightNo: string,
  flightDate: string,
  bookingClass = 'Y',
): Promise<BookableFlight> {
  const [row] = await db
    .select({
      flightId: flights.id,
      flightNo: flights.flightNo,
      flightDate: flights.flightDate,
      bookingClass: flightBuckets.bookingClass,
      cabinClass: flightBuckets.cabinClass,
      price: fares.price,
    })
    .from(flights)
    .innerJoin(flightBuckets, and(eq(flightBuckets.flightId, flights.id), eq(flightBuckets.bookingClass, bookingClass)))
    .innerJoin(fares, fareOfFlightClass(bookingClass))
    .where(and(eq(flights.flightNo, flightNo), eq(flights.flightDate, flightDate)));
  if (!row) throw new Error(`no flight ${flightNo} on ${flightDate}`);
  return row;
}

export async function inventoryOf(db: Db, flight: BookableFlight): Promise<{ bucket: number; cabin: number }> {
  const [bucket] = await db
    .select()
    .from(flightBuckets)
    .where(and(eq(flightBuckets.flightId, flight.flightId), eq(flightBuckets.bookingClass, flight.bookingClass)));
  const [cabin] = await db
    .select()
    .from(flightCabins)
    .where(and(eq(flightCabins.flightId, flight.flightId), eq(flightCabins.cabinClass, bucket!.cabinClass)));
  return { bucket: bucket!.available, cabin: cabin!.available };
}

export async function setBucketSeats(db: Db, flight: BookableFlight, seats: number): Promise<void> {
  await db
    .update(flightBuckets)
    .set({ available: seats })
    .where(and(eq(flightBuckets.flightId, flight.flightId), eq(flightBuckets.bookingClass, flight.bookingClass)));
}

/** Credits a member enough points for the points tickets a test books (an award costs its route's exchangeStandard). */
export async function givePoints(db: Db, memberId: string, points: number, at: Date): Promise<void> {
  await db
    .insert(memberPointsTransactions)
    .values({ memberId, kind: 'accrual', points, note: 'orders.points.note.bonus', at });
}

/** A mainland ID card number with a valid check character for a birth date and a sequence number. */
export function idCardFor(birthDate: string, sequence: number): string {
  const first17 = `130102${birthDate.replaceAll('-', '')}${String(sequence % 1000).padStart(3, '0')}`;
  return first17 + checkCharacter(first17);
}

export function adult(sequence: number, name = `旅客${'甲乙丙丁戊己庚辛壬癸'[sequence % 10]}`): BookingPassenger {
  return {
    passengerType: 'ADT',
    name,
    documentType: '0',
    documentNo: idCardFor('1985-04-12', sequence),
    birthDate: '1985-04-12',
  };
}

export function bookingFor(
  flights: readonly BookableFlight[],
  passengers: BookingPassenger[],
  orderKind: BookFlightPayload['orderKind'] = 'domestic',
): BookFlightPayload {
  return {
    idempotencyKey: randomUUID(),
    orderKind,
    segments: flights.map((flight) => ({
      flightNo: flight.flightNo,
      flightDate: flight.flightDate,
      bookingClass: flight.bookingClass,
      quotedAdultFare: flight.price,
    })),
    passengers,
    contact: { name: '张伟', mobile: '13800138000', email: 'zhangwei@example.com' },
    agreementAccepted: true,
  };
}

export async function memberHeaders(app: FastifyInstance, mobile = '13800138000'): Promise<Record<string, string>> {
  return { jwtToken: (await loggedInUser(app, mobile, DEMO_PASSWORD)).jwtToken };
}

/** A demo member's headers for the whole suite, filled in once its app is open (register after `suiteApp`). */
export function suiteMemberHeaders(test: TestApp, mobile?: string): Record<string, string> {
  const headers: Record<string, string> = {};
  beforeAll(async () => {
    Object.assign(headers, await memberHeaders(test.app, mobile));
  });
  return headers;
}

export interface Reply<T = Record<string, unknown>> {
  resultCode: string;
  resultMsg: string;
  data: T;
}

export async function orderCall<T = Record<string, unknown>>(
  app: FastifyInstance,
  path: string,
  payload: unknown,
  headers: Record<string, string>,
): Promise<Reply<T>> {
  return (await formCall(app, path, payload, headers)).json();
}

export const book = (app: FastifyInstance, payload: BookFlightPayload, headers: Record<string, string>) =>
  orderCall(app, payload.orderKind === 'international' ? CALLS.bookFlightInter : CALLS.bookFlight, payload, headers);
