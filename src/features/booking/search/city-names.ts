import { useQuery } from '@tanstack/react-query';
import { pickLocale } from '../../../../contract/localized-text';
import type { Airport } from '../../../../contract/calls/content';
import type { Locale } from '../../../../contract/locales';
import { systemInitQueryOptions } from '../../../api/airports';
import { cityNamer } from '../../../../contract/search-summary';

/** City names of airport codes in the page's language, from system/init (already cached by the shell). */
export function useCityName(locale: Locale): (code: string) => string {
  return cityNamer(useQuery(systemInitQueryOptions()).data?.airports, locale);
}

/**
 * An airport as a select offers it: the city and code ("Shijiazhuang (SJW)"), short enough to show whole in a
 * narrow select; the airport's own name only where its city has several ("Shanghai Hongqiao … (SHA)").
 */
export function airportOptionLabel(airport: Airport, offered: readonly Airport[], locale: Locale): string {
  const city = pickLocale(airport.cityName, locale);
  const sharesCity = offered.some(
    (other) => other.code !== airport.code && pickLocale(other.cityName, locale) === city,
  );
  return sharesCity
    ? `${city} ${pickLocale(airport.airportName, locale)} (${airport.code})`
    : `${city} (${airport.code})`;
}
