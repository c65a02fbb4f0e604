import { describe, expect, it } from 'vitest';
import { checkCharacter, idCardProblem, idCardSchema } from './id-card';

const TODAY = new Date('2026-06-01T00:00:00Z');

describe('mainland ID card (GB 11643)', () => {
  it.each(['11010519491231002X', '11010519491231002x', '440524188001010014', '110101199003074477'])(
    'accepts the valid number %s',
    (value) => {
      expect(idCardProblem(value, TODAY)).toBeUndefined();
    },
  );

  it.each(['1101051949123100', '11010519491231002Y', '1101051949123100201', 'A1010519491231002X', ''])(
    'refuses %s for its length or format',
    (value) => {
      expect(idCardProblem(value, TODAY)).toBe('validation.idCardFormat');
    },
  );

  it.each([
    ['110105194902301234', 'February 30th'],
    ['110105199913011234', 'month 13'],
    ['110105202706011234', 'a birth after today'],
    ['110105170001011234', 'a birth before 1800'],
    ['110105190002291234', '29 February of 1900, not a leap year'],
  ])('refuses %s: %s', (value) => {
    expect(idCardProblem(value, TODAY)).toBe('validation.idCardBirthDate');
  });

  it('accepts 29 February of a leap year when the checksum passes', () => {
    const first17 = '11010520000229123';
    expect(idCardProblem(first17 + checkCharacter(first17), TODAY)).toBeUndefined();
  });

  it.each(['110105194912310021', '440524188001010015', '110101199003074478'])(
    'refuses %s for its checksum',
    (value) => {
      expect(idCardProblem(value, TODAY)).toBe('validation.idCardIllegal');
    },
  );

  it('reports the message key through the zod schema', () => {
    const result = idCardSchema.safeParse('110105194912310021');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.idCardIllegal');
  });
});
