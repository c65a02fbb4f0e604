import type { Db } from '../../db/client';
import {
  BUCKETS_OF_FLIGHT,
  FLIGHTS_ON_SALE,
  FLIGHTS_ON_SALE_PARAMETER_TYPES,
  flightsOnSaleValues,
  SEATS_LEFT,
  type FlightsOnSaleQuery,
} from './flights-on-sale-sql';
import { runPrepared, type PreparedStatement } from '../../db/prepared-statement';
import { referenceData } from '../../shared/reference-data';

export interface FlyingDay {
  date: string;
  /** The lowest fare among buckets with enough seats; null when every flight of the day is too full. */
  lowestPrice: number | null;
}

/**
 * One row per day with a flight on sale: the database reduces a month's flights and buckets to its days,
 * instead of shipping them all to be reduced here. The lateral subquery's aggregate yields one row per
 * flight, null when none of its buckets has the seats, so a day of full flights still shows as flying.
 */
const lowestFareByDayStatement: PreparedStatement = {
  name: 'fare_calendar_lowest_by_day_v1',
  parameterTypes: [...FLIGHTS_ON_SALE_PARAMETER_TYPES, 'integer'],
  text: `SELECT f.flight_date::text AS date, min(o.price) AS lowest_price
    FROM flights f
    LEFT JOIN LATERAL (
      SELECT min(fa.price) AS price
      FROM ${BUCKETS_OF_FLIGHT} AND ${SEATS_LEFT} >= $6
    ) o ON true
    WHERE ${FLIGHTS_ON_SALE}
    GROUP BY f.flight_date`,
};

/** The days of the range with flights on sale, each with the lowest fare that has `seats` seats left. */
export async function lowestFareByDay(db: Db, query: FlightsOnSaleQuery, seats: number): Promise<FlyingDay[]> {
  const values = [...flightsOnSaleValues(await referenceData(db), query), seats];
  const rows = await runPrepared<{ date: string; lowest_price: number | null }>(db, lowestFareByDayStatement, values);
  return rows.map((row) => ({ date: row.date, lowestPrice: row.lowest_price }));
}
