import { flights } from '../db/schema/schedule';

/**
 * The columns that name a flight leg to a customer (which flight, which day, from where to where): the set every
 * trip, coupon and change view selects beside its own columns.
 */
export const flightLegColumns = {
  flightNo: flights.flightNo,
  flightDate: flights.flightDate,
  origin: flights.origin,
  destination: flights.destination,
};

/** A flight as the refund and change rules see it: the leg, and when it leaves in its origin's time zone. */
export interface FlightDeparture {
  flightId: number;
  flightNo: string;
  flightDate: string;
  origin: string;
  destination: string;
  departureAt: Date;
  originTimeZone: string;
}
