import type { Airport } from '../../../../contract/calls/content';
import type { Locale } from '../../../../contract/locales';

/** How many cities the picker lists at once: enough to scan, short enough for a phone screen. */
export const MAX_CITY_RESULTS = 12;

/**
 * Finds airports by what a traveller may type in any language: 石家庄, 石家莊, Shijiazhuang,
 * the initials sjz, or the code SJW. Better matches come first: code, then name/pinyin prefixes, then
 * anything containing the text. An empty query lists the hot cities first.
 */
export function searchAirports(airports: readonly Airport[], query: string): Airport[] {
  const needle = normalize(query);
  if (!needle)
    return [...airports].sort((a, b) => Number(b.hot) - Number(a.hot) || byPinyin(a, b)).slice(0, MAX_CITY_RESULTS);
  return airports
    .map((airport) => ({ airport, rank: matchRank(airport, needle) }))
    .filter((candidate) => candidate.rank < NO_MATCH)
    .sort((a, b) => a.rank - b.rank || byPinyin(a.airport, b.airport))
    .slice(0, MAX_CITY_RESULTS)
    .map((candidate) => candidate.airport);
}

const NO_MATCH = 4;

// Pinyin is plain lower-case ASCII, so code-unit order is alphabetical order; localeCompare would build an
// ICU collation per comparison (~50 ms of a phone's first paint for the hot-city list).
function byPinyin(a: Airport, b: Airport): number {
  return a.pinyin < b.pinyin ? -1 : a.pinyin > b.pinyin ? 1 : 0;
}

function matchRank(airport: Airport, needle: string): number {
  const codes = [airport.code, airport.cityCode].map(normalize);
  if (codes.includes(needle)) return 0;
  const names = [...Object.values(airport.cityName), airport.pinyin, airport.initials].map(normalize);
  if (names.some((name) => name.startsWith(needle))) return 1;
  if (codes.some((code) => code.startsWith(needle))) return 2;
  const airportNames = Object.values(airport.airportName).map(normalize);
  if ([...names, ...airportNames].some((name) => name.includes(needle))) return 3;
  return NO_MATCH;
}

function normalize(text: string): string {
  return text.toLowerCase().replace(/[\s'’-]/g, '');
}

/** What the field shows once a city is chosen: "石家庄 SJW". */
export function cityLabel(airport: Airport, locale: Locale): string {
  return `${airport.cityName[locale]} ${airport.code}`;
}
