import type { Db } from '../../client';
import { airports } from '../../schema/geography';
import { AIRPORT_COORDINATES } from '../airport-coordinates';
import type { AirportRow } from './airport-row';
import { MAINLAND_CITIES } from './mainland-cities';
import { MAINLAND_HUBS } from './mainland-hubs';
import { REGIONAL_AND_INTERNATIONAL } from './regional-and-international';

/** Every airport in the order the city lists show them (their sortOrder). */
export const AIRPORTS: readonly AirportRow[] = [...MAINLAND_HUBS, ...MAINLAND_CITIES, ...REGIONAL_AND_INTERNATIONAL];

const REGIONAL_COUNTRIES = new Set(['HK', 'MO', 'TW']);

export async function seedAirports(db: Db): Promise<void> {
  await db.insert(airports).values(
    AIRPORTS.map(([code, cityCode, city, airport, syllables, countryCode, timezone, hot], index) => ({
      code,
      cityCode,
      cityName: { zhCn: city[0], zhTw: city[1], en: city[2] },
      airportName: { zhCn: airport[0], zhTw: airport[1], en: airport[2] },
      pinyin: syllables.replaceAll(' ', ''),
      initials: syllables
        .split(' ')
        .map((syllable) => syllable[0])
        .join(''),
      countryCode,
      domestic: countryCode === 'CN',
      regional: REGIONAL_COUNTRIES.has(countryCode),
      timezone,
      hot: hot ?? false,
      sortOrder: index + 1,
      latitude: AIRPORT_COORDINATES[code]![0],
      longitude: AIRPORT_COORDINATES[code]![1],
    })),
  );
}
