import {
  partyTotal,
  passengerPoints,
  passengerPrices,
  priceWithTaxes,
} from '../../../../contract/calls/flight-pricing';
import type { PassengerCounts } from '../../../../contract/first-load/flight-search-rules';
import type { BookingMarket, FareQuote } from '../../../../machines/booking-trip';

/** The confirm page's price: one line per passenger type over all segments, then the party's total. */
export const PRICE_TYPES = ['adult', 'child', 'infant'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];
const COUNT_OF: Record<PriceType, keyof PassengerCounts> = { adult: 'adults', child: 'children', infant: 'infants' };

export interface PriceLine {
  passengerType: PriceType;
  count: number;
  fare: number;
  airportFee: number;
  fuelSurcharge: number;
  /** What one passenger of this type pays in cash (a points order pays its taxes only). */
  cashEach: number;
  /** Points for one passenger's fares, on a points order. */
  pointsEach: number;
}

export interface PriceBreakdown {
  lines: PriceLine[];
  totalCash: number;
  totalPoints: number;
}

export function priceBreakdown(
  segments: readonly FareQuote[],
  counts: PassengerCounts,
  market: BookingMarket,
): PriceBreakdown {
  const pricesPerSegment = segments.map((segment) =>
    passengerPrices(segment.quotedAdultFare, segment.taxes ?? { airportFee: 0, fuelSurcharge: 0 }),
  );
  const forPoints = market === 'points';
  // Points come from each segment's exchangeStandard, as the server prices them (an offer without one is not on the points list).
  const pointsPerSegment = segments.map((segment) => passengerPoints(segment.adultPoints ?? 0));
  const lines = PRICE_TYPES.filter((type) => counts[COUNT_OF[type]] > 0).map((type): PriceLine => {
    const prices = pricesPerSegment.map((segmentPrices) => segmentPrices[type]);
    const sum = (pick: (price: (typeof prices)[number]) => number) =>
      prices.reduce((total, price) => total + pick(price), 0);
    const fare = sum((price) => price.fare);
    const taxes = sum((price) => price.airportFee + price.fuelSurcharge);
    return {
      passengerType: type,
      count: counts[COUNT_OF[type]],
      fare,
      airportFee: sum((price) => price.airportFee),
      fuelSurcharge: sum((price) => price.fuelSurcharge),
      cashEach: forPoints ? taxes : sum(priceWithTaxes),
      pointsEach: forPoints ? pointsPerSegment.reduce((total, points) => total + points[type], 0) : 0,
    };
  });
  const cashFares = forPoints ? 0 : pricesPerSegment.reduce((total, prices) => total + partyTotal(prices, counts), 0);
  const totalCash = forPoints ? lines.reduce((total, line) => total + line.cashEach * line.count, 0) : cashFares;
  const totalPoints = lines.reduce((total, line) => total + line.pointsEach * line.count, 0);
  return { lines, totalCash, totalPoints };
}

/**
 * One insurance product on the order, read like a passenger type's line: what one insured passenger pays
 * over all flights (the premium is per flight), times the passengers it covers.
 */
export interface InsuranceLine {
  productCode: string;
  name: string;
  each: number;
  count: number;
}

export function insuranceLines(
  products: readonly { productCode: string; name: string; price: number }[],
  chosen: readonly { productCode: string }[],
  segmentCount: number,
): InsuranceLine[] {
  return products.flatMap((product) => {
    const passengers = chosen.filter((choice) => choice.productCode === product.productCode).length;
    return passengers
      ? [
          {
            productCode: product.productCode,
            name: product.name,
            each: product.price * segmentCount,
            count: passengers,
          },
        ]
      : [];
  });
}

export const insuranceTotal = (lines: readonly InsuranceLine[]) =>
  lines.reduce((total, line) => total + line.each * line.count, 0);
