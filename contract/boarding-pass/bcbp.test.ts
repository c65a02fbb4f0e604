import { decode } from 'bcbp';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeBcbp, julianDate, type BoardingPassBarcode } from './bcbp';

const pass: BoardingPassBarcode = {
  passengerName: 'ZHANG/WEI',
  passengerDescription: 'adult',
  pnr: 'K7M2QX',
  from: 'SJW',
  to: 'CAN',
  carrier: 'NS',
  flightNumber: '3101',
  flightDate: '2026-06-02',
  compartment: 'M',
  seat: '32A',
  sequence: 7,
  ticketNo: '8809000000123',
  issuedOn: '2026-06-01',
  freeBaggageKg: 20,
};

describe('BCBP encoding (IATA Resolution 792)', () => {
  it('puts the mandatory items at their fixed offsets', () => {
    const text = encodeBcbp(pass);
    expect(text.slice(0, 2)).toBe('M1');
    expect(text.slice(2, 22)).toBe('ZHANG/WEI           ');
    expect(text[22]).toBe('E');
    expect(text.slice(23, 30)).toBe('K7M2QX ');
    expect(text.slice(30, 36)).toBe('SJWCAN');
    expect(text.slice(36, 39)).toBe('NS ');
    expect(text.slice(39, 44)).toBe('3101 ');
    expect(text.slice(44, 47)).toBe('153');
    expect(text[47]).toBe('M');
    expect(text.slice(48, 52)).toBe('032A');
    expect(text.slice(52, 57)).toBe('0007 ');
    expect(text[57]).toBe('1');
    // The conditional section's size in hex counts every character after it.
    expect(Number.parseInt(text.slice(58, 60), 16)).toBe(text.length - 60);
  });

  it('decodes with an independent decoder to every field', () => {
    const decoded = decode(encodeBcbp(pass), 2026);
    expect(decoded.meta).toMatchObject({
      formatCode: 'M',
      numberOfLegs: 1,
      electronicTicketIndicator: 'E',
      versionNumberIndicator: '>',
      versionNumber: 6,
    });
    expect(decoded.data).toMatchObject({
      passengerName: 'ZHANG/WEI',
      passengerDescription: '0',
      checkInSource: 'W',
      boardingPassIssuanceSource: 'W',
      documentType: 'B',
      boardingPassIssuerDesignator: 'NS',
    });
    expect(decoded.data!.issuanceDate!.toISOString().slice(0, 10)).toBe('2026-06-01');
    const leg = decoded.data!.legs![0]!;
    expect(leg).toMatchObject({
      operatingCarrierPNR: 'K7M2QX',
      departureAirport: 'SJW',
      arrivalAirport: 'CAN',
      operatingCarrierDesignator: 'NS',
      flightNumber: '3101',
      compartmentCode: 'M',
      seatNumber: '032A',
      checkInSequenceNumber: '0007',
      passengerStatus: '1',
      airlineNumericCode: '880',
      serialNumber: '9000000123',
      marketingCarrierDesignator: 'NS',
      freeBaggageAllowance: '20K',
      fastTrack: false,
    });
    expect(leg.flightDate!.toISOString().slice(0, 10)).toBe('2026-06-02');
  });

  it('writes an infant without a seat and a frequent flyer number when there is one', () => {
    const decoded = decode(
      encodeBcbp({ ...pass, passengerDescription: 'infant', seat: 'INF', frequentFlyerNumber: '6600012345' }),
      2026,
    );
    expect(decoded.data!.passengerDescription).toBe('4');
    expect(decoded.data!.legs![0]).toMatchObject({
      seatNumber: 'INF',
      frequentFlyerAirlineDesignator: 'NS',
      frequentFlyerNumber: '6600012345',
    });
  });

  it('counts Julian days across leap years', () => {
    expect(julianDate('2028-12-31', false)).toBe('366');
    expect(julianDate('2027-01-01', true)).toBe('7001');
  });

  it('round-trips any name, seat, date, sequence and ticket through the independent decoder', () => {
    const letters = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    const word = fc.array(letters, { minLength: 1, maxLength: 14 }).map((chars) => chars.join(''));
    const day = fc
      .integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2029, 11, 31) })
      .map((ms) => new Date(ms).toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        word,
        word,
        fc.integer({ min: 1, max: 99 }),
        fc.constantFrom(...'ABCDEFJKL'),
        day,
        fc.integer({ min: 1, max: 9999 }),
        fc.stringMatching(/^\d{13}$/),
        (surname, given, row, letter, flightDate, sequence, ticketNo) => {
          const name = `${surname}/${given}`;
          const decoded = decode(
            encodeBcbp({
              ...pass,
              passengerName: name,
              seat: `${row}${letter}`,
              flightDate,
              issuedOn: flightDate,
              sequence,
              ticketNo,
            }),
            Number(flightDate.slice(0, 4)),
          );
          const leg = decoded.data!.legs![0]!;
          expect(decoded.data!.passengerName).toBe(name.slice(0, 20));
          expect(leg.seatNumber).toBe(`${String(row).padStart(3, '0')}${letter}`);
          expect(leg.flightDate!.toISOString().slice(0, 10)).toBe(flightDate);
          expect(decoded.data!.issuanceDate!.toISOString().slice(0, 10)).toBe(flightDate);
          expect(Number(leg.checkInSequenceNumber)).toBe(sequence);
          expect(`${leg.airlineNumericCode}${leg.serialNumber}`).toBe(ticketNo);
        },
      ),
      { numRuns: 300 },
    );
  });
});
