import { checkCharacter } from '../validators/id-card';

/**
 * A mainland ID number for a region, birth date 'YYYY-MM-DD' and three-digit sequence (odd for men),
 * with its GB 11643 check character: demo travellers and tests need numbers that stay valid.
 */
export function composeIdCardNumber(regionCode: string, birthDate: string, sequence: number): string {
  const first17 = `${regionCode}${birthDate.replaceAll('-', '')}${String(sequence).padStart(3, '0')}`;
  return first17 + checkCharacter(first17);
}
