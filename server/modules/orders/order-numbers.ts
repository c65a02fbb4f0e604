import { randomInt } from 'node:crypto';
import { localDate } from '../../flight-calendar/calendar-days';

/** Letters and digits a traveller cannot misread over the phone: no 0/O, 1/I/L, 5/S, 2/Z, 8/B. */
export const PNR_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
export const PNR_LENGTH = 6;

export function newPnr(): string {
  return Array.from({ length: PNR_LENGTH }, () => PNR_ALPHABET[randomInt(PNR_ALPHABET.length)]).join('');
}

export const FLIGHT_ORDER_PREFIX = 'HB';

/** 'HB' + the Beijing booking day (yyMMdd) + 7 random digits, e.g. HB2611221234567: readable on the phone. */
export function newOrderNo(now: Date): string {
  const day = localDate(now).replaceAll('-', '').slice(2);
  return `${FLIGHT_ORDER_PREFIX}${day}${String(randomInt(10_000_000)).padStart(7, '0')}`;
}
