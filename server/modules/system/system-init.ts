import { asc } from 'drizzle-orm';
import type { SystemInitData } from '../../../contract/calls/content';
import { flowsPageEnabled, type Config } from '../../config';
import type { Db } from '../../db/client';
import { airports } from '../../db/schema/geography';
import { FLIGHTS_AHEAD_DAYS } from '../../flight-calendar/ensure-flights-ahead';

export const HOTLINE = '0311-96699';
/** Complaints go to the same hotline, menu option 4 (spec 9). */
export const COMPLAINT_EXTENSION = '4';

/** What the SPA needs at start. Airport names come in all three languages so the city picker searches any of them. */
export async function systemInit(db: Db, config: Config, now: Date): Promise<SystemInitData> {
  const rows = await db.select().from(airports).orderBy(asc(airports.sortOrder));
  return {
    airports: rows.map((airport) => ({
      code: airport.code,
      cityCode: airport.cityCode,
      cityName: airport.cityName,
      airportName: airport.airportName,
      pinyin: airport.pinyin,
      initials: airport.initials,
      countryCode: airport.countryCode,
      domestic: airport.domestic,
      regional: airport.regional,
      timezone: airport.timezone,
      hot: airport.hot,
    })),
    hotline: HOTLINE,
    complaintHotline: { number: HOTLINE, extension: COMPLAINT_EXTENSION },
    serverTime: now.toISOString(),
    currency: 'CNY',
    bookingWindowDays: FLIGHTS_AHEAD_DAYS,
    features: { flowsPage: flowsPageEnabled(config) },
  };
}
