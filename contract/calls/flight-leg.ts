import * as z from 'zod';

/**
 * A flight leg as replies name it to a traveller: which flight, which local departure date, from which airport
 * to which (codes). The same four the server's flightLegColumns select; views add their own fields beside it.
 */
export const flightLegSchema = z.object({
  flightNo: z.string(),
  flightDate: z.string(),
  origin: z.string(),
  destination: z.string(),
});

/** A leg with when it leaves, as the refund and change quotes show it. */
export const flightDepartureSchema = flightLegSchema.extend({
  departureAt: z.string(),
  /** Local 'HH:mm' at the origin. */
  departureTime: z.string(),
});
