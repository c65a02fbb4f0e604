import { aliasedTable, and, eq, gte, inArray, notExists, or, sql } from 'drizzle-orm';
import { DELAY_THRESHOLD_MINUTES } from '../../../contract/calls/flight-status';
import { isLocale, type Locale } from '../../../contract/locales';
import type { LocalizedText } from '../../../contract/localized-text';
import type { Db } from '../../db/client';
import { members } from '../../db/schema/accounts';
import { disruptionNotices, type DisruptionKind } from '../../db/schema/disruption-notices';
import { flightOperations } from '../../db/schema/flight-operations';
import { airports } from '../../db/schema/geography';
import { orderPassengers, orders, tickets } from '../../db/schema/orders';
import { flights } from '../../db/schema/schedule';
import { disruptionOf } from '../../../contract/flight-disruption';
import { TO_FLY_COUPON_STATUSES } from '../../../contract/calls/orders';

/** A coupon still to fly on a cancelled or delayed flight, with whom to tell and in which language. */
export interface DisruptedCoupon {
  ticketId: number;
  /** The e-ticket number (what the delay certificate is found by). */
  ticketNo: string | null;
  orderNo: string;
  memberId: string;
  locale: Locale;
  passengerName: string;
  mobile: string | null;
  email: string;
  flightId: number;
  flightNo: string;
  flightDate: string;
  originCity: LocalizedText;
  destinationCity: LocalizedText;
  kind: DisruptionKind;
  /** 'YYYY-MM-DD HH:mm' at the origin, for a delay whose new time is known. */
  expectedDeparture: string | null;
}

const destinationAirports = aliasedTable(airports, 'destination_airport');
const eventKindSql = sql<string>`case when ${flightOperations.status} = 'canceled' then 'canceled' else 'delayed' end`;

/** `<flightId>:<kind>`: the event a notice answers. */
export const eventKeyOf = (coupon: Pick<DisruptedCoupon, 'flightId' | 'kind'>) => `${coupon.flightId}:${coupon.kind}`;

function couponQuery(db: Db) {
  return db
    .select({
      ticketId: tickets.id,
      ticketNo: tickets.ticketNo,
      orderNo: orders.orderNo,
      memberId: orders.memberId,
      preferredLanguage: members.preferredLanguage,
      passengerName: orderPassengers.name,
      passengerMobile: orderPassengers.mobile,
      contactMobile: orders.contactMobile,
      email: orders.contactEmail,
      flightId: flights.id,
      flightNo: flights.flightNo,
      flightDate: flights.flightDate,
      originCity: airports.cityName,
      originTimeZone: airports.timezone,
      destinationCity: destinationAirports.cityName,
      operation: {
        status: flightOperations.status,
        delayMinutes: flightOperations.delayMinutes,
        estimatedOffBlock: flightOperations.estimatedOffBlock,
      },
    })
    .from(tickets)
    .innerJoin(flightOperations, eq(flightOperations.flightId, tickets.flightId))
    .innerJoin(flights, eq(flights.id, tickets.flightId))
    .innerJoin(airports, eq(airports.code, flights.origin))
    .innerJoin(destinationAirports, eq(destinationAirports.code, flights.destination))
    .innerJoin(orders, eq(orders.orderNo, tickets.orderNo))
    .innerJoin(orderPassengers, eq(orderPassengers.id, tickets.passengerId))
    .innerJoin(members, eq(members.id, orders.memberId));
}

type CouponQueryRow = Awaited<ReturnType<ReturnType<typeof couponQuery>['execute']>>[number];

function disruptedCoupon(row: CouponQueryRow): DisruptedCoupon | null {
  const disruption = disruptionOf(row.operation, row.originTimeZone);
  if (!disruption) return null;
  return {
    ticketId: row.ticketId,
    ticketNo: row.ticketNo,
    orderNo: row.orderNo,
    memberId: row.memberId,
    locale: isLocale(row.preferredLanguage) ? row.preferredLanguage : 'zhCn',
    passengerName: row.passengerName,
    mobile: row.passengerMobile ?? row.contactMobile,
    email: row.email,
    flightId: row.flightId,
    flightNo: row.flightNo,
    flightDate: row.flightDate,
    originCity: row.originCity,
    destinationCity: row.destinationCity,
    kind: disruption.status,
    expectedDeparture: disruption.expectedDeparture,
  };
}

/**
 * Open or checked-in coupons of flights now cancelled or delayed past the threshold (the badge's rule,
 * disruptionOf), that have no notice yet for this event. Flights that left two days ago or more are done.
 */
export async function couponsToNotify(db: Db, now: Date): Promise<DisruptedCoupon[]> {
  const rows = await couponQuery(db).where(
    and(
      inArray(tickets.status, [...TO_FLY_COUPON_STATUSES]),
      gte(flights.departureAt, new Date(now.getTime() - 2 * 86_400_000)),
      or(
        eq(flightOperations.status, 'canceled'),
        and(
          inArray(flightOperations.status, ['delayed', 'boarding']),
          gte(flightOperations.delayMinutes, DELAY_THRESHOLD_MINUTES),
        ),
      ),
      notExists(
        db
          .select({ id: disruptionNotices.id })
          .from(disruptionNotices)
          .where(
            and(
              eq(disruptionNotices.ticketId, tickets.id),
              eq(disruptionNotices.eventKey, sql`${flights.id} || ':' || ${eventKindSql}`),
            ),
          ),
      ),
    ),
  );
  return rows.flatMap((row) => disruptedCoupon(row) ?? []);
}

/** The coupons of these tickets as they are now (a retried notice is written from the current facts). */
export async function couponsByTicket(db: Db, ticketIds: number[]): Promise<Map<number, DisruptedCoupon>> {
  if (ticketIds.length === 0) return new Map();
  const rows = await couponQuery(db).where(inArray(tickets.id, ticketIds));
  return new Map(rows.flatMap((row) => (disruptedCoupon(row) ? [[row.ticketId, disruptedCoupon(row)!] as const] : [])));
}
