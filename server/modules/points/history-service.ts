import { and, desc, eq, gte, inArray, isNull, lt, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { pickLocale } from '../../../contract/localized-text';
import type {
  AccountChangePage,
  DetailScorePage,
  FlightAccrualPage,
  HistoryQuery,
  OtherAccrualPage,
} from '../../../contract/points/point-calls';
import type { CallContext } from '../../calls/call';
import { airports } from '../../db/schema/geography';
import { memberPointsTransactions, pointsFlightAccruals } from '../../db/schema/points';
import { addDays, localDate } from '../../flight-calendar/calendar-days';
import { translate } from '../../i18n';
import { requirePointsMember } from './points-guard';
import { pageOfRows } from '../../shared/page-of-rows';

type PageQuery = HistoryQuery;

/** A local (Beijing) day's first instant. */
const dayStart = (isoDate: string) => new Date(`${isoDate}T00:00:00+08:00`);

/** The date range on an instant column: from the first day's start to the end of the last day. */
function instantRange(column: PgColumn, query: PageQuery): SQL[] {
  return [
    query.beginDate ? gte(column, dayStart(query.beginDate)) : undefined,
    query.endDate ? lt(column, dayStart(addDays(query.endDate, 1))) : undefined,
  ].filter((part) => part !== undefined);
}

const ledger = memberPointsTransactions;
/** Kinds that take points off (with their give-backs): the exchange records. */
const SPENDING_KINDS = ['redeem', 'release', 'expire'] as const;

type LedgerRow = typeof ledger.$inferSelect;

const pageOf = <T>(query: PageQuery, total: number, list: T[]) => ({
  total,
  pageNo: query.pageNo,
  pageSize: query.pageSize,
  list,
});

/** One page of the member's ledger rows that meet `conditions` within the query's dates, newest first, each shown as `show` says. */
async function memberLedgerPage<Item>(
  context: CallContext,
  query: PageQuery,
  conditions: SQL[],
  show: (row: LedgerRow) => Item,
) {
  const member = await requirePointsMember(context);
  const where = and(eq(ledger.memberId, member.id), ...conditions, ...instantRange(ledger.at, query))!;
  const { total, rows } = await pageOfRows(context.db, ledger, where, [desc(ledger.at), desc(ledger.id)], query);
  return pageOf(query, total, rows.map(show));
}

/** getDetailScoreList: every ledger row, newest first; their sum is the balance. */
export function getDetailScoreList(context: CallContext, query: PageQuery): Promise<DetailScorePage> {
  return memberLedgerPage(context, query, [], (row) => ({
    date: localDate(row.at),
    kind: row.kind,
    note: translate(context.locale, row.note),
    points: row.points,
  }));
}

/** getOtherAccrualHistory: points earned other than by flying (campaigns, bonuses). */
export function getOtherAccrualHistory(context: CallContext, query: PageQuery): Promise<OtherAccrualPage> {
  return memberLedgerPage(context, query, [eq(ledger.kind, 'accrual'), isNull(ledger.flightAccrualId)], (row) => ({
    arrivalDate: localDate(row.at),
    activity: translate(context.locale, row.note),
    points: row.points,
  }));
}

/** getAccountChangeHistory: points used (award tickets), given back, or expired. */
export function getAccountChangeHistory(context: CallContext, query: PageQuery): Promise<AccountChangePage> {
  return memberLedgerPage(context, query, [inArray(ledger.kind, [...SPENDING_KINDS])], (row) => ({
    date: localDate(row.at),
    note: [translate(context.locale, row.note), row.orderNo].filter(Boolean).join(' '),
    pointsUsed: -row.points,
  }));
}

/** getFlightAccrualHistory: each credited flight, filtered and ordered by its flight date. */
export async function getFlightAccrualHistory(context: CallContext, query: PageQuery): Promise<FlightAccrualPage> {
  const member = await requirePointsMember(context);
  const accruals = pointsFlightAccruals;
  const where = and(
    eq(accruals.memberId, member.id),
    query.beginDate ? gte(accruals.flightDate, query.beginDate) : undefined,
    query.endDate ? lte(accruals.flightDate, query.endDate) : undefined,
  )!;
  const { total, rows } = await pageOfRows(
    context.db,
    accruals,
    where,
    [desc(accruals.flightDate), desc(accruals.id)],
    query,
  );
  const cities = await cityNames(
    context,
    rows.flatMap((row) => [row.origin, row.destination]),
  );
  return pageOf(
    query,
    total,
    rows.map((row) => ({
      date: row.flightDate,
      flightNo: row.flightNo,
      segment: `${cities.get(row.origin) ?? row.origin}-${cities.get(row.destination) ?? row.destination}`,
      cabin: row.bookingClass,
      standardMileage: row.standardMileage,
      rewardPoints: row.rewardPoints,
      extraPoints: row.extraPoints,
      rewardSegments: row.rewardSegments,
    })),
  );
}

async function cityNames(context: CallContext, codes: string[]): Promise<Map<string, string>> {
  if (!codes.length) return new Map();
  const rows = await context.db
    .select({ code: airports.code, cityName: airports.cityName })
    .from(airports)
    .where(inArray(airports.code, [...new Set(codes)]));
  return new Map(rows.map((row) => [row.code, pickLocale(row.cityName, context.locale)]));
}
