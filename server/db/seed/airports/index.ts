import type { Db } from '../../client';
import { airports } from '../../schema/geography';
import { AIRPORT_COORDINATES } from '../airport-coordinates';
import { airportRows, type AirportRow } from './airport-row';
import mainlandCities from './mainland-cities.json' with { type: 'json' };
import mainlandHubs from './mainland-hubs.json' with { type: 'json' };
import regionalAndInternational from './regional-and-international.json' with { type: 'json' };

/**
 * Every airport in the order the city lists show them (their sortOrder): the home base and the mainland hubs
 * first, then the other mainland cities (on Beijing time, Urumqi included, as airline timetables do), then
 * Hong Kong, Macao and Taiwan (the regional routes) and the international ones, each on its own clock.
 */
export const AIRPORTS: readonly AirportRow[] = [
  ...airportRows(mainlandHubs),
  ...airportRows(mainlandCities),
  ...airportRows(regionalAndInternational),
];

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
