import { text } from './text';

/** Luhn check (spec 5): the last digit is the check digit of the others. */
export function passesLuhn(code: string): boolean {
  if (!/^\d{2,}$/.test(code)) return false;
  let sum = 0;
  for (let index = 0; index < code.length; index += 1) {
    let digit = Number(code[code.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export const luhnCodeSchema = text().refine(passesLuhn, 'validation.luhn');
