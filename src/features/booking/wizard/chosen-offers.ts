import { useQueries } from '@tanstack/react-query';
import type { CabinOffer, FlightOption } from '../../../../contract/calls/flights';
import type { Locale } from '../../../../contract/locales';
import type { FareQuote } from '../../../../machines/booking-trip';
import { flightListQueryOptions } from '../../../api/flight-search';
import { chosenLegs, type BookingSelectionParams, type ChosenLeg } from './booking-selection';

/** The chosen fare of one leg as the flight list offers it now, or why it cannot be found. */
export type ChosenOffer =
  { leg: ChosenLeg; status: 'loading' | 'failed' | 'gone' } | { leg: ChosenLeg; status: 'found'; quote: FareQuote };

export function quoteOf(flight: FlightOption, offer: CabinOffer): FareQuote {
  return {
    flightNo: flight.flightNo,
    flightDate: flight.flightDate,
    bookingClass: offer.bookingClass,
    quotedAdultFare: offer.adult.fare,
    adultPoints: offer.adultPoints,
    taxes: { airportFee: offer.adult.airportFee, fuelSurcharge: offer.adult.fuelSurcharge },
    schedule: {
      origin: flight.departure.airport,
      destination: flight.arrival.airport,
      departureTime: flight.departure.time,
      arrivalTime: flight.arrival.time,
      arrivalDayOffset: flight.arrivalDayOffset,
    },
  };
}

export function findOffer(flights: readonly FlightOption[], leg: ChosenLeg): FareQuote | undefined {
  const flight = flights.find((candidate) => candidate.flightNo === leg.flightNo);
  const offer = flight?.cabins.find((cabin) => cabin.bookingClass === leg.bookingClass);
  return flight && offer ? quoteOf(flight, offer) : undefined;
}

/** Each chosen leg's offer, from the flight lists the results page has usually cached already. */
export function useChosenOffers(selection: BookingSelectionParams | undefined, locale: Locale): ChosenOffer[] {
  const legs = selection ? chosenLegs(selection) : [];
  const lists = useQueries({
    queries: legs.map((leg) =>
      flightListQueryOptions(locale, {
        origin: leg.origin,
        destination: leg.destination,
        departureDate: leg.date,
        adults: selection!.adults,
        children: selection!.children,
        infants: selection!.infants,
      }),
    ),
  });
  return legs.map((leg, index): ChosenOffer => {
    const list = lists[index]!;
    if (list.isPending) return { leg, status: 'loading' };
    if (list.isError) return { leg, status: 'failed' };
    const quote = findOffer(list.data.flights, leg);
    return quote ? { leg, status: 'found', quote } : { leg, status: 'gone' };
  });
}
