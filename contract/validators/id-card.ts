import { text } from './text';

/** GB 11643 weights of the first 17 digits and the check character for each remainder mod 11. */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARACTERS = '10X98765432';
const EARLIEST_BIRTH_YEAR = 1800;

export type IdCardProblem = 'validation.idCardFormat' | 'validation.idCardBirthDate' | 'validation.idCardIllegal';

/** The first thing wrong with a mainland ID number (spec 5), or undefined when it is valid. */
export function idCardProblem(value: string, today: Date = new Date()): IdCardProblem | undefined {
  if (!/^\d{17}[\dXx]$/.test(value)) return 'validation.idCardFormat';
  if (!isValidBirthDate(value.slice(6, 14), today)) return 'validation.idCardBirthDate';
  if (checkCharacter(value.slice(0, 17)) !== value[17]!.toUpperCase()) return 'validation.idCardIllegal';
  return undefined;
}

export function checkCharacter(first17Digits: string): string {
  const sum = [...first17Digits].reduce((total, digit, index) => total + Number(digit) * WEIGHTS[index]!, 0);
  return CHECK_CHARACTERS[sum % 11]!;
}

function isValidBirthDate(yyyymmdd: string, today: Date): boolean {
  const year = Number(yyyymmdd.slice(0, 4));
  const month = Number(yyyymmdd.slice(4, 6));
  const day = Number(yyyymmdd.slice(6, 8));
  const date = new Date(Date.UTC(year, month - 1, day));
  const isCalendarDate =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isCalendarDate && year >= EARLIEST_BIRTH_YEAR && date.getTime() <= today.getTime();
}

export const idCardSchema = text().superRefine((value, context) => {
  const problem = idCardProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});
