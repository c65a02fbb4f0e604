import { useQuery } from '@tanstack/react-query';
import { pickLocale } from '../../../../contract/localized-text';
import type { Locale } from '../../../../contract/locales';
import { systemInitQueryOptions } from '../../../api/airports';

/** City names of airport codes in the page's language, from system/init (already cached by the shell). */
export function useCityName(locale: Locale): (code: string) => string {
  const airports = useQuery(systemInitQueryOptions()).data?.airports;
  return (code) => {
    const airport = airports?.find((candidate) => candidate.code === code);
    return airport ? pickLocale(airport.cityName, locale) : code;
  };
}
