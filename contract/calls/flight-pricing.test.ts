import { describe, expect, it } from 'vitest';
import { partyTotal, passengerPrices, pointsForFare } from './flight-pricing';

describe('flight pricing', () => {
  const prices = passengerPrices(680, { airportFee: 50, fuelSurcharge: 20 });

  it('charges a child half the fare and half the fuel surcharge, an infant a tenth and no taxes', () => {
    expect(prices.adult).toEqual({ fare: 680, airportFee: 50, fuelSurcharge: 20 });
    expect(prices.child).toEqual({ fare: 340, airportFee: 0, fuelSurcharge: 10 });
    expect(prices.infant).toEqual({ fare: 70, airportFee: 0, fuelSurcharge: 0 });
  });

  it('adds up the party', () => {
    expect(partyTotal(prices, { adults: 2, children: 1, infants: 1 })).toBe(2 * 750 + 350 + 70);
  });

  it('prices points at 10 a yuan, rounded up to 100', () => {
    expect(pointsForFare(680)).toBe(6800);
    expect(pointsForFare(685)).toBe(6900);
  });
});
