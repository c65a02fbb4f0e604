/**
 * IATA Resolution 792 bar-coded boarding pass (BCBP), version 6, format 'M', one leg. The mandatory items
 * have fixed widths; the conditional section carries the issue data and the 13-digit e-ticket number
 * (airline numeric code + document serial number). Every item is space-padded on the right.
 */
export interface BoardingPassBarcode {
  /** SURNAME/GIVEN in Latin letters; longer names are cut at 20 characters as the standard says. */
  passengerName: string;
  passengerDescription: 'adult' | 'child' | 'infant' | 'adultWithInfant';
  pnr: string;
  from: string;
  to: string;
  /** Two-letter airline designator of the operating (and marketing) carrier. */
  carrier: string;
  /** Digits with an optional letter suffix ('3101', '815A'). */
  flightNumber: string;
  /** Local departure date 'YYYY-MM-DD'. */
  flightDate: string;
  /** One letter: the booking class (reservation booking designator) the ticket was sold in. */
  compartment: string;
  /** '32A', or 'INF' for an infant without a seat. */
  seat: string;
  sequence: number;
  /** 13 digits. */
  ticketNo: string;
  /** 'YYYY-MM-DD' the pass was issued. */
  issuedOn: string;
  freeBaggageKg: number;
  frequentFlyerNumber?: string;
}

const PASSENGER_DESCRIPTION = { adult: '0', child: '3', infant: '4', adultWithInfant: '6' } as const;
const CHECKED_IN = '1';
const WEB = 'W';
const BOARDING_PASS = 'B';

export function encodeBcbp(pass: BoardingPassBarcode): string {
  if (!/^\d{13}$/.test(pass.ticketNo)) throw new Error(`ticket number must be 13 digits: ${pass.ticketNo}`);
  const uniqueConditional = [
    PASSENGER_DESCRIPTION[pass.passengerDescription],
    WEB, // source of check-in
    WEB, // source of boarding pass issuance
    julianDate(pass.issuedOn, true),
    BOARDING_PASS,
    field(pass.carrier, 3),
  ].join('');
  const repeatedConditional = [
    pass.ticketNo.slice(0, 3),
    pass.ticketNo.slice(3),
    '0', // selectee indicator: not selected
    '0', // international documentation verification: not required
    field(pass.carrier, 3),
    field(pass.frequentFlyerNumber ? pass.carrier : '', 3),
    field(pass.frequentFlyerNumber ?? '', 16),
    ' ', // ID/AD indicator: none
    field(`${String(pass.freeBaggageKg).padStart(2, '0')}K`, 3),
    'N', // fast track
  ].join('');
  const conditional = `>6${sized(uniqueConditional)}${sized(repeatedConditional)}`;
  const mandatory = [
    'M1',
    field(latinOnly(pass.passengerName), 20),
    'E',
    field(pass.pnr, 7),
    field(pass.from, 3),
    field(pass.to, 3),
    field(pass.carrier, 3),
    flightNumberField(pass.flightNumber),
    julianDate(pass.flightDate, false),
    field(pass.compartment, 1),
    seatField(pass.seat),
    `${String(pass.sequence).padStart(4, '0')} `,
    CHECKED_IN,
  ].join('');
  return `${mandatory}${sized(conditional)}`;
}

/** 'YYYY-MM-DD' → day of the year, three digits; with the last digit of the year in front for the issue date. */
export function julianDate(isoDate: string, withYearDigit: boolean): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const dayOfYear = Math.round((Date.UTC(year, month - 1, day) - Date.UTC(year, 0, 0)) / 86_400_000);
  return `${withYearDigit ? String(year).slice(-1) : ''}${String(dayOfYear).padStart(3, '0')}`;
}

/** Four digits with leading zeros, then the suffix letter or a space: '3101 ', '0815A'. */
function flightNumberField(flightNumber: string): string {
  const match = /^(\d{1,4})([A-Z]?)$/.exec(flightNumber);
  if (!match) throw new Error(`not a flight number: ${flightNumber}`);
  return `${match[1]!.padStart(4, '0')}${match[2] || ' '}`;
}

/** Three-digit row and the letter: '032A'; an infant's 'INF' stays as it is. */
function seatField(seat: string): string {
  const match = /^(\d{1,3})([A-Z])$/.exec(seat);
  return match ? `${match[1]!.padStart(3, '0')}${match[2]}` : field(seat, 4);
}

/** A bar code holds plain ASCII letters: anything else in a name is dropped. */
function latinOnly(name: string): string {
  return name
    .toUpperCase()
    .replace(/[^A-Z/ ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function field(value: string, width: number): string {
  return value.slice(0, width).padEnd(width, ' ');
}

/** A variable-size item: its length in two hexadecimal digits, then the item. */
function sized(section: string): string {
  return `${section.length.toString(16).toUpperCase().padStart(2, '0')}${section}`;
}
