import type { SystemInitData } from '../../../contract/calls/content';
import { flowsPageEnabled, type Config } from '../../config';
import type { Db } from '../../db/client';
import { FLIGHTS_AHEAD_DAYS } from '../../flight-calendar/ensure-flights-ahead';
import { referenceData } from '../../shared/reference-data';

export const HOTLINE = '0311-96699';
/** Complaints go to the same hotline, menu option 4 (spec 9). */
export const COMPLAINT_EXTENSION = '4';

/**
 * What the SPA needs at start. Airport names come in all three languages so the city picker searches any of
 * them. Every page's HTML and every SPA start asks for it, so the airports come from the process's reference
 * data rather than a query each time.
 */
export async function systemInit(db: Db, config: Config, now: Date): Promise<SystemInitData> {
  const { airports } = await referenceData(db);
  return {
    airports: airports.map((airport) => ({
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
