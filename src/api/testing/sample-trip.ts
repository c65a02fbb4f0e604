import type { OrderSegmentSummary } from '../../../contract/calls/orders';
import type { FlightEnd } from '../../../contract/first-load/flight-search-replies';

/** One end of a flight as the search and order replies describe it; the airport stands for its city. */
export function flightEnd(
  airport: string,
  cityName: string,
  airportName: string,
  time: string,
  date: string,
): FlightEnd {
  return { airport, cityCode: airport, cityName, airportName, time, date };
}

/** A flight of a member's trip as the order list describes it: Shijiazhuang to Shanghai in the morning. */
export function tripLeg(flightNo: string, flightDate: string, toFly: boolean): OrderSegmentSummary {
  return {
    flightNo,
    flightDate,
    origin: 'SJW',
    destination: 'SHA',
    originCity: 'Shijiazhuang',
    destinationCity: 'Shanghai',
    departureTime: '07:50',
    arrivalTime: '09:55',
    toFly,
  };
}
