import type { Airport } from './calls/content';
import type { ResultsSearch } from './first-load/results-search';
import { pickLocale } from './localized-text';
import type { Locale } from './locales';
import { formatCalendarDate } from './written-dates';

/** The catalogue key of the results page's one-line search summary ("石家庄 → 广州 · 2026年11月29日周日 · 1 人"). */
export const SEARCH_SUMMARY_KEY = 'search.modify.summary';

/**
 * The summary's values, or undefined while a city is missing (the bar then names itself). The SPA's search
 * bar and the server's first paint of a results page write the same words with these.
 */
export function searchSummaryValues(search: ResultsSearch, cityName: (code: string) => string, locale: Locale) {
  if (!search.origin || !search.destination) return undefined;
  return {
    origin: cityName(search.origin),
    destination: cityName(search.destination),
    date: search.departureDate ? formatCalendarDate(search.departureDate, locale, 'dayWithWeekday') : '',
    count: search.adults + search.children + search.infants,
  };
}

/** City names of airport codes in a language, from system/init's airports; an unknown code stays itself. */
export function cityNamer(airports: readonly Airport[] | undefined, locale: Locale): (code: string) => string {
  return (code) => {
    const airport = airports?.find((candidate) => candidate.code === code);
    return airport ? pickLocale(airport.cityName, locale) : code;
  };
}
