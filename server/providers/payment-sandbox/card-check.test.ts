import { describe, expect, it } from 'vitest';
import { passesLuhn } from '../../../contract/validators/luhn';
import { checkCard } from './card-check';

const now = new Date('2026-06-15T00:00:00Z');

describe('the sandbox card check', () => {
  it('accepts well-known test numbers and refuses one digit off', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
  });

  it('accepts a valid card with spaces, expiring this month', () => {
    expect(checkCard({ cardNumber: '4111 1111 1111 1111', expiry: '06/26', cvv: '123' }, now)).toEqual({});
  });

  it('names each problem: Luhn, length, past or malformed expiry, CVV', () => {
    expect(checkCard({ cardNumber: '4111111111111112', expiry: '05/26', cvv: '12' }, now)).toEqual({
      cardNumber: 'luhn',
      expiry: 'past',
      cvv: 'format',
    });
    expect(checkCard({ cardNumber: '4111', expiry: '13/30', cvv: '12345' }, now)).toEqual({
      cardNumber: 'length',
      expiry: 'format',
      cvv: 'format',
    });
  });
});
