import { describe, expect, it } from 'vitest';
import { partyTotal, passengerPoints, passengerPrices } from '../../../../contract/calls/flight-pricing';
import type { FareQuote } from '../../../../machines/booking-trip';
import { insuranceLines, insuranceTotal, priceBreakdown } from './price-lines';

const taxes = { airportFee: 50, fuelSurcharge: 60 };
const outbound: FareQuote = {
  flightNo: 'NS3101',
  flightDate: '2026-12-01',
  bookingClass: 'Y',
  quotedAdultFare: 1700,
  adultPoints: 17_000,
  taxes,
};
const inbound: FareQuote = {
  flightNo: 'NS3102',
  flightDate: '2026-12-04',
  bookingClass: 'Y',
  quotedAdultFare: 1000,
  adultPoints: 10_500,
  taxes,
};
const family = { adults: 2, children: 1, infants: 1 };

describe('the price of a booking', () => {
  it('sums each passenger type over both flights and totals the party as the contract prices it', () => {
    const breakdown = priceBreakdown([outbound, inbound], family, 'domestic');
    expect(
      breakdown.lines.map((line) => [
        line.passengerType,
        line.count,
        line.fare,
        line.airportFee,
        line.fuelSurcharge,
        line.cashEach,
      ]),
    ).toEqual([
      ['adult', 2, 2700, 100, 120, 2920],
      ['child', 1, 1350, 0, 60, 1410],
      ['infant', 1, 270, 0, 0, 270],
    ]);
    const expected =
      partyTotal(passengerPrices(1700, taxes), family) + partyTotal(passengerPrices(1000, taxes), family);
    expect(breakdown.totalCash).toBe(expected);
    expect(breakdown.totalCash).toBe(2 * 2920 + 1410 + 270);
  });

  it('leaves out passenger types nobody travels as', () => {
    expect(
      priceBreakdown([outbound], { adults: 1, children: 0, infants: 0 }, 'domestic').lines.map(
        (line) => line.passengerType,
      ),
    ).toEqual(['adult']);
  });

  it('a points order pays its fares in points and only the taxes in cash', () => {
    const breakdown = priceBreakdown([outbound], { adults: 1, children: 0, infants: 0 }, 'points');
    expect(breakdown).toMatchObject({ totalPoints: 17000, totalCash: 110 });
  });

  it('prices a family’s points from each flight’s standard, children and infants their share as the contract says', () => {
    const breakdown = priceBreakdown([outbound, inbound], family, 'points');
    const [going, back] = [passengerPoints(17_000), passengerPoints(10_500)];
    expect(breakdown.lines.map((line) => [line.passengerType, line.pointsEach])).toEqual([
      ['adult', going.adult + back.adult],
      ['child', going.child + back.child],
      ['infant', going.infant + back.infant],
    ]);
    expect(breakdown.totalPoints).toBe(2 * 27_500 + (8_500 + 5_300) + (1_700 + 1_100));
  });

  it('adds each chosen insurance product per passenger per flight, and nothing for products not chosen', () => {
    const products = [
      { productCode: 'DELAY', name: 'Delay', price: 20 },
      { productCode: 'ACCIDENT', name: 'Accident', price: 30 },
      { productCode: 'UNUSED', name: 'Unused', price: 99 },
    ];
    const lines = insuranceLines(
      products,
      [{ productCode: 'ACCIDENT' }, { productCode: 'DELAY' }, { productCode: 'ACCIDENT' }],
      2,
    );
    // Like a fare line: one insured passenger's premium over both flights, times the passengers insured.
    expect(lines).toEqual([
      { productCode: 'DELAY', name: 'Delay', each: 40, count: 1 },
      { productCode: 'ACCIDENT', name: 'Accident', each: 60, count: 2 },
    ]);
    expect(insuranceTotal(lines)).toBe(160);
    expect(insuranceLines(products, [], 2)).toEqual([]);
  });
});
