import type { TFunction } from 'i18next';
import type { CabinOffer } from '../../../../contract/calls/flights';

/** How fares are shown: cash in yuan, or points for the fare with taxes still in cash (tickets for points). */
export type PriceMode = 'cash' | 'points';

export function durationText(t: TFunction, minutes: number): string {
  return t('search.results.duration', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

export const adultTaxes = (offer: CabinOffer) => offer.adult.airportFee + offer.adult.fuelSurcharge;

/** The fare as shown, and as read out by a screen reader ("680 yuan", "6,800 points"). */
export function fareText(t: TFunction, offer: CabinOffer, mode: PriceMode): { shown: string; spoken: string } {
  if (mode === 'points') {
    // The points list shows only cabins with a standard (flight-results), so adultPoints is set here.
    const points = offer.adultPoints ?? 0;
    return { shown: t('search.price.points', { points }), spoken: t('search.price.pointsSpoken', { points }) };
  }
  return {
    shown: t('search.price.cash', { amount: offer.adult.fare }),
    spoken: t('search.price.cashSpoken', { amount: offer.adult.fare }),
  };
}
