import { pickLocale, type LocalizedText } from '../../../../contract/localized-text';
import type { Locale } from '../../../../contract/locales';

interface PricedRoute {
  origin: string;
  destination: string;
  originName: LocalizedText;
  destinationName: LocalizedText;
}

/**
 * A route as the price table's picker names it: each end's city and its airport code, because a city can have
 * two airports (上海 has Pudong and Hongqiao), and two routes that read "上海 – 石家庄" alike are not the same.
 */
export function routeOptionLabel(route: PricedRoute, locale: Locale): string {
  return `${pickLocale(route.originName, locale)} ${route.origin} – ${pickLocale(route.destinationName, locale)} ${route.destination}`;
}
