import { NOT_CHANGEABLE_PERCENT } from '../../../contract/fare-rules/change-fee';
import type { CabinClass } from '../schema/fleet';
import type { RouteKind, Season } from '../schema/schedule';

/** The fare buckets of each cabin, dearest first, with their share of the cabin's full fare (percent). */
export const BOOKING_CLASSES: readonly {
  cabinClass: CabinClass;
  bookingClass: string;
  percentOfFull: number;
  changeFee: number;
  refundFee: number;
}[] = [
  { cabinClass: 'C', bookingClass: 'J', percentOfFull: 100, changeFee: 0, refundFee: 5 },
  { cabinClass: 'C', bookingClass: 'C', percentOfFull: 80, changeFee: 5, refundFee: 10 },
  { cabinClass: 'C', bookingClass: 'D', percentOfFull: 65, changeFee: 10, refundFee: 20 },
  { cabinClass: 'Y', bookingClass: 'Y', percentOfFull: 100, changeFee: 0, refundFee: 5 },
  { cabinClass: 'Y', bookingClass: 'B', percentOfFull: 90, changeFee: 5, refundFee: 10 },
  { cabinClass: 'Y', bookingClass: 'M', percentOfFull: 80, changeFee: 10, refundFee: 20 },
  { cabinClass: 'Y', bookingClass: 'H', percentOfFull: 70, changeFee: 15, refundFee: 25 },
  { cabinClass: 'Y', bookingClass: 'K', percentOfFull: 60, changeFee: 20, refundFee: 35 },
  { cabinClass: 'Y', bookingClass: 'L', percentOfFull: 45, changeFee: NOT_CHANGEABLE_PERCENT, refundFee: 50 },
];

/** Winter is low season, except on the Hainan island routes where it is the high one. */
const WINTER_FACTOR = 0.92;
const HAINAN_WINTER_FACTOR = 1.15;
const HAINAN = new Set(['SYX', 'HAK']);

const roundToTen = (value: number) => Math.round(value / 10) * 10;

/** Full economy fare (Y) from distance, as the regulated domestic fare scale grows with it. */
export function fullEconomyFare(distanceKm: number, kind: RouteKind): number {
  return kind === 'domestic' ? roundToTen(distanceKm * 0.95 + 300) : roundToTen(distanceKm * 1.1 + 600);
}

export function routeTaxes(distanceKm: number, kind: RouteKind): { airportFee: number; fuelSurcharge: number } {
  if (kind === 'domestic') return { airportFee: 50, fuelSurcharge: distanceKm <= 800 ? 10 : 20 };
  return { airportFee: 90, fuelSurcharge: roundToTen(distanceKm * 0.05) };
}

export function routeFares(route: {
  code: string;
  origin: string;
  destination: string;
  distanceKm: number;
  kind: RouteKind;
}) {
  const economy = fullEconomyFare(route.distanceKm, route.kind);
  const business = roundToTen(economy * 2.2);
  const hainan = HAINAN.has(route.origin) || HAINAN.has(route.destination);
  const seasons: [Season, number][] = [
    ['summer', 1],
    ['winter', hainan ? HAINAN_WINTER_FACTOR : WINTER_FACTOR],
  ];
  return seasons.flatMap(([season, factor]) =>
    BOOKING_CLASSES.map((bucket) => ({
      routeCode: route.code,
      season,
      cabinClass: bucket.cabinClass,
      bookingClass: bucket.bookingClass,
      price: roundToTen(((bucket.cabinClass === 'C' ? business : economy) * bucket.percentOfFull * factor) / 100),
      baggageKg: baggageAllowance(bucket.cabinClass, route.kind),
      changeFeePercent: bucket.changeFee,
      refundFeePercent: bucket.refundFee,
    })),
  );
}

function baggageAllowance(cabinClass: CabinClass, kind: RouteKind): number {
  if (kind === 'domestic') return cabinClass === 'Y' ? 20 : 30;
  return cabinClass === 'Y' ? 23 : 32;
}
