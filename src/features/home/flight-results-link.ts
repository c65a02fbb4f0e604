import type { Airport } from '../../../contract/calls/content';
import type { FlightSearch } from '../../../contract/first-load/flight-search-rules';

/** Domestic searches go to /queryFlight, any search touching an international or regional airport to /queryFlightInter. */
export function flightResultsPath(international: boolean) {
  return international ? ('/{-$locale}/queryFlightInter' as const) : ('/{-$locale}/queryFlight' as const);
}

export function isInternationalRoute(airports: readonly Airport[], ...codes: string[]): boolean {
  return codes.some((code) => !airports.find((airport) => airport.code === code)?.domestic);
}

/** The search a recommended route stands for: one adult, one way, on the day of its lowest fare. */
export function oneAdultOneWay(origin: string, destination: string, departureDate: string): FlightSearch {
  return { tripType: 'oneWay', origin, destination, departureDate, adults: 1, children: 0, infants: 0 };
}
