import type { FlightSearch } from '../../../../contract/first-load/flight-search-rules';
import type { BookingMarket, FareQuote, TripLeg } from '../../../../machines/booking-trip';
import type { BookingSelection } from '../search/first-load/search-params';

/**
 * The search params of the passenger pages: the search and each chosen fare, as the results page sends
 * them (BookingSelection). Their routes validate them with parseBookingSelection (search-params.ts, tested
 * against the contract's zod schema): a selection missing a leg, or a round trip without its return, is no
 * selection. What the wizard does with one is here, apart, so it loads with the wizard, not the route tree.
 */
export type BookingSelectionParams = BookingSelection;

export function isSelection(params: Partial<BookingSelectionParams>): params is BookingSelectionParams {
  return params.outboundFlight !== undefined;
}

export function searchOf(selection: BookingSelectionParams): FlightSearch {
  const { tripType, origin, destination, departureDate, returnDate, adults, children, infants } = selection;
  return {
    tripType,
    origin,
    destination,
    departureDate,
    returnDate: tripType === 'roundTrip' ? returnDate : undefined,
    adults,
    children,
    infants,
  };
}

export interface ChosenLeg {
  leg: TripLeg;
  origin: string;
  destination: string;
  date: string;
  flightNo: string;
  bookingClass: string;
}

/** The legs a selection chose, outbound first. */
export function chosenLegs(selection: BookingSelectionParams): ChosenLeg[] {
  const { origin, destination } = selection;
  const legs: ChosenLeg[] = [
    {
      leg: 'outbound',
      origin,
      destination,
      date: selection.departureDate,
      flightNo: selection.outboundFlight,
      bookingClass: selection.outboundClass,
    },
  ];
  if (selection.tripType === 'roundTrip' && selection.returnFlight && selection.returnClass && selection.returnDate) {
    legs.push({
      leg: 'return',
      origin: destination,
      destination: origin,
      date: selection.returnDate,
      flightNo: selection.returnFlight,
      bookingClass: selection.returnClass,
    });
  }
  return legs;
}

/** The wizard holds this selection already: same market, search and fares. */
export function isSameSelection(
  wizard: { search?: FlightSearch; market: BookingMarket; outbound?: FareQuote; inbound?: FareQuote },
  market: BookingMarket,
  selection: BookingSelectionParams,
): boolean {
  if (
    !wizard.search ||
    wizard.market !== market ||
    JSON.stringify(wizard.search) !== JSON.stringify(searchOf(selection))
  )
    return false;
  const sameFare = (quote: FareQuote | undefined, leg: ChosenLeg | undefined) =>
    quote?.flightNo === leg?.flightNo && quote?.bookingClass === leg?.bookingClass;
  const [outbound, inbound] = chosenLegs(selection);
  return (
    sameFare(wizard.outbound, outbound) &&
    (inbound === undefined ? wizard.inbound === undefined : sameFare(wizard.inbound, inbound))
  );
}
