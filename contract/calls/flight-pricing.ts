import type { PassengerCounts } from '../first-load/flight-search-rules';
import type { PassengerPrice } from './flights';

/**
 * How a fare bucket's adult price becomes what each passenger type pays (CNY), after the usual Chinese
 * domestic rules, kept simple:
 * - adult: the bucket's fare + airport fee (civil aviation development fund) + fuel surcharge;
 * - child (2-12): 50 % of the adult fare, no airport fee, half the fuel surcharge;
 * - infant (14 days - 2 years, on a lap, no seat): 10 % of the adult fare, no taxes.
 * Fares are rounded to whole 10 yuan, as published fares are.
 */
export const CHILD_FARE_PERCENT = 50;
export const INFANT_FARE_PERCENT = 10;

const roundToTen = (value: number) => Math.round(value / 10) * 10;

export interface PartyPrices {
  adult: PassengerPrice;
  child: PassengerPrice;
  infant: PassengerPrice;
}

export function passengerPrices(adultFare: number, taxes: { airportFee: number; fuelSurcharge: number }): PartyPrices {
  return {
    adult: { fare: adultFare, airportFee: taxes.airportFee, fuelSurcharge: taxes.fuelSurcharge },
    child: {
      fare: roundToTen((adultFare * CHILD_FARE_PERCENT) / 100),
      airportFee: 0,
      fuelSurcharge: Math.round(taxes.fuelSurcharge / 2),
    },
    infant: { fare: roundToTen((adultFare * INFANT_FARE_PERCENT) / 100), airportFee: 0, fuelSurcharge: 0 },
  };
}

export const priceWithTaxes = (price: PassengerPrice) => price.fare + price.airportFee + price.fuelSurcharge;

/** What the whole party pays: each passenger type's fare and taxes times its count. */
export function partyTotal(prices: PartyPrices, counts: PassengerCounts): number {
  return (
    priceWithTaxes(prices.adult) * counts.adults +
    priceWithTaxes(prices.child) * counts.children +
    priceWithTaxes(prices.infant) * counts.infants
  );
}

/**
 * Tickets for points (queryFlightFree): an adult pays the route-and-cabin standard of exchangeStandard (the
 * table the points calculator shows); a child and an infant pay the same share of it as of a cash fare,
 * rounded up to a whole 100 points. Taxes are still paid in cash, as on a cash ticket.
 */
export const POINTS_STEP = 100;

export interface PartyPoints {
  adult: number;
  child: number;
  infant: number;
}

const shareOf = (adultPoints: number, percent: number) =>
  Math.ceil((adultPoints * percent) / 100 / POINTS_STEP) * POINTS_STEP;

export function passengerPoints(adultPoints: number): PartyPoints {
  return {
    adult: adultPoints,
    child: shareOf(adultPoints, CHILD_FARE_PERCENT),
    infant: shareOf(adultPoints, INFANT_FARE_PERCENT),
  };
}

/** Below this many seats left a fare says "only N left". */
export const FEW_SEATS_THRESHOLD = 10;
