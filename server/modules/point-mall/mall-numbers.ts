import { randomInt } from 'node:crypto';
import { localDate } from '../../flight-calendar/calendar-days';
import { PNR_ALPHABET } from '../orders/order-numbers';

/** 'PM' + the Beijing day (yyMMdd) + 8 random digits: a mall order, told apart from flight orders (HB…). */
export function newMallOrderNo(now: Date): string {
  const day = localDate(now).replaceAll('-', '').slice(2);
  return `PM${day}${String(randomInt(100_000_000)).padStart(8, '0')}`;
}

/** A virtual good's card code: 16 characters nobody misreads, in groups of four (e.g. ACDE-F347-…). */
export function newCardCode(): string {
  const characters = Array.from({ length: 16 }, () => PNR_ALPHABET[randomInt(PNR_ALPHABET.length)]).join('');
  return characters.match(/.{4}/g)!.join('-');
}
