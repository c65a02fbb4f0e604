import { describe, expect, it } from 'vitest';
import { partyTotal, passengerPoints, passengerPrices } from './flight-pricing';

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

  it('prices a points ticket from the adult standard: a child half and an infant a tenth, rounded up to 100', () => {
    expect(passengerPoints(12_000)).toEqual({ adult: 12_000, child: 6_000, infant: 1_200 });
    expect(passengerPoints(10_500)).toEqual({ adult: 10_500, child: 5_300, infant: 1_100 });
  });
});
