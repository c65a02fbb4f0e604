import { idCardProblem } from './id-card';

/**
 * The member area's card types (LOOKUPS.cardType) and the number format of each. The ID card has GB 11643's
 * three checks (spec 5 messages); the others are checked by the shape their issuers print.
 */
const FORMATS: Readonly<Record<string, RegExp>> = {
  // Passports and e-passports: a letter or two, then digits (G12345678, E12345678, EA1234567).
  '4': /^[A-Z]{1,2}\d{6,9}$/,
  '212': /^[A-Z]{1,2}\d{6,9}$/,
  // Home-return permit (H/M + 8 or 10 digits), HK/Macao pass (C + 8), Taiwan pass (L + 8), Taiwan compatriot permit (8 or 10 digits).
  '05': /^[HM]\d{8}(\d{2})?$/,
  '03': /^C[A-Z0-9]\d{7}$/,
  '04': /^L\d{8}$/,
  '06': /^\d{8}(\d{2})?$/,
  // HK/Macao/Taiwan resident permits are 18 characters like an ID card, starting 810000/820000/830000.
  '207': /^8[123]0000\d{11}[\dX]$/,
  '15': /^[CHML][A-Z0-9]\d{7,9}$/,
  // Foreign permanent resident card: 3 letters and 12 digits (2017 form) or 18 characters starting with 9.
  '91': /^([A-Z]{3}\d{12}|9\d{16}[\dX])$/,
};
const GENERIC = /^[A-Z0-9-]{4,20}$/;

export type CardNumberProblem = ReturnType<typeof idCardProblem> | 'validation.cardNumberFormat';

/** Upper-case, without spaces: how card numbers are stored and compared. */
export function normalizeCardNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export function cardNumberProblem(cardType: string, value: string): CardNumberProblem | undefined {
  const number = normalizeCardNumber(value);
  if (cardType === '0') return idCardProblem(number);
  return (FORMATS[cardType] ?? GENERIC).test(number) ? undefined : 'validation.cardNumberFormat';
}
