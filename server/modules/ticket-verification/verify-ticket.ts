import { and, eq, ne } from 'drizzle-orm';
import {
  TICKET_VERIFICATION_REFUSALS,
  type CouponState,
  type EticketValidatePayload,
  type VerifiedTicket,
} from '../../../contract/calls/ticket-verification';
import { ticketedName } from '../../../contract/booking/passenger-rules';
import { maskDocumentNo, maskName } from '../../../contract/masking';
import type { CallContext } from '../../calls/call';
import { CallError } from '../../calls/call-error';
import { orderPassengers, orderSegments, orders, tickets, type CouponStatus } from '../../db/schema/orders';
import { joinCoupons } from '../coupons/coupon-join';
import { flightsByIds, type AirportFacts } from '../coupons/coupon-queries';
import { localDateTime } from '../../../contract/airport-time';
import { guardAttempt, recordAttemptFailure, recordAttemptSuccess } from '../risk/risk-engine';

const STATE_OF: Record<Exclude<CouponStatus, 'booked'>, CouponState> = {
  open: 'open',
  checked_in: 'checkedIn',
  used: 'flown',
  refunded: 'refunded',
  exchanged: 'exchanged',
  void: 'void',
};

/** Where the airline's day is counted: a ticket issued at 23:30 in Beijing is that day's ticket. */
const ISSUING_TIME_ZONE = 'Asia/Shanghai';

/**
 * eticketValidate: the ticket with that number whose passenger has that name. Anything else (no such
 * number, another name, a booking never ticketed) is one refusal, counted by the risk engine per number,
 * device and address so guessing meets the slider.
 */
export async function verifyTicket(
  context: CallContext,
  payload: Required<EticketValidatePayload>,
): Promise<VerifiedTicket> {
  return verifiedTicketOf(context, await lookUpTicket(context, payload), payload.ticketNo);
}

/**
 * The ticket of that number and name, or the one refusal. Every call that opens a ticket by its number goes
 * through here, so their failures add up on the same risk counters (per number, device and address).
 */
export async function lookUpTicket(context: CallContext, payload: Required<EticketValidatePayload>) {
  const attempt = { action: 'ticketVerify', subject: payload.ticketNo } as const;
  await guardAttempt(context, attempt);
  const ticket = await findTicket(context, payload.ticketNo);
  if (!ticket || !sameName(payload.name, ticket)) {
    await recordAttemptFailure(context, attempt);
    throw new CallError(TICKET_VERIFICATION_REFUSALS.notFound, 'ticketVerification.refusals.notFound');
  }
  await recordAttemptSuccess(context, attempt);
  return ticket;
}

export type FoundTicket = NonNullable<Awaited<ReturnType<typeof findTicket>>>;

/** What any holder of the number and name may read: the ticket's state, coupons and fare, personal data masked. */
export async function verifiedTicketOf(
  context: CallContext,
  ticket: FoundTicket,
  ticketNo: string,
): Promise<VerifiedTicket> {
  const flight = (await flightsByIds(context.db, [ticket.flightId])).get(ticket.flightId)!;
  const taxes = ticket.airportFee + ticket.fuelSurcharge;
  return {
    ticketNo,
    genuine: true,
    issueDate: localDateTime(ticket.ticketedAt ?? ticket.createdAt, ISSUING_TIME_ZONE).date,
    passengerName: maskName(
      ticketedName({
        name: ticket.name,
        lastName: ticket.lastName ?? undefined,
        firstName: ticket.firstName ?? undefined,
      }),
    ),
    documentNo: maskDocumentNo(ticket.documentNo),
    passengerType: ticket.passengerType,
    farePaid: { fare: ticket.fare, taxes, total: ticket.fare + taxes, points: ticket.points },
    coupons: [
      {
        couponNo: 1,
        flightNo: flight.flightNo,
        departure: couponAirport(flight.origin, flight.departureAt),
        arrival: couponAirport(flight.destination, flight.arrivalAt),
        cabinClass: ticket.cabinClass,
        bookingClass: ticket.bookingClass,
        state: STATE_OF[ticket.status as Exclude<CouponStatus, 'booked'>],
      },
    ],
  };
}

async function findTicket(context: CallContext, ticketNo: string) {
  const [row] = await joinCoupons(
    context.db
      .select({
        status: tickets.status,
        fare: tickets.fare,
        airportFee: tickets.airportFee,
        fuelSurcharge: tickets.fuelSurcharge,
        points: tickets.points,
        flightId: tickets.flightId,
        documentNo: orderPassengers.documentNo,
        name: orderPassengers.name,
        lastName: orderPassengers.lastName,
        firstName: orderPassengers.firstName,
        passengerType: orderPassengers.passengerType,
        cabinClass: orderSegments.cabinClass,
        bookingClass: orderSegments.bookingClass,
        pnr: orders.pnr,
        ticketedAt: orders.ticketedAt,
        createdAt: orders.createdAt,
      })
      .from(tickets)
      .$dynamic(),
  ).where(and(eq(tickets.ticketNo, ticketNo), ne(tickets.status, 'booked')));
  return row;
}

/** The name as typed matches the Chinese name or SURNAME/GIVEN, whatever the letter case and spacing. */
function sameName(
  typed: string,
  passenger: { name: string; lastName: string | null; firstName: string | null },
): boolean {
  const squash = (text: string) => text.replace(/\s+/g, '').toUpperCase();
  const candidates = [
    passenger.name,
    passenger.lastName && passenger.firstName ? `${passenger.lastName}/${passenger.firstName}` : '',
  ]
    .filter(Boolean)
    .map(squash);
  return candidates.includes(squash(typed));
}

function couponAirport(airport: AirportFacts, at: Date) {
  return { code: airport.code, cityName: airport.cityName, ...localDateTime(at, airport.timezone) };
}
