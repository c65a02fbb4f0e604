import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { agreementSchema } from './agreement';
import { emailSchema } from './email';
import { passesLuhn } from './luhn';
import { maskMobile, mobileSchema } from './mobile';
import {
  loginPasswordProblem,
  newPasswordFields,
  passwordsMatch,
  PASSWORDS_MATCH_RULE,
  transactionPasswordSchema,
} from './password';
import { cabinSchema, ticketNumberSchema } from './ticket';

function messageOf(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('mobile', () => {
  it.each(['13800138000', '19912345678', '15000000000'])('accepts %s', (value) =>
    expect(messageOf(mobileSchema, value)).toBeUndefined(),
  );
  it.each(['12800138000', '1380013800', '138001380001', '23800138000', '1380013800a'])('refuses %s', (value) =>
    expect(messageOf(mobileSchema, value)).toBe('validation.mobile'),
  );
  it('masks the middle four digits', () => expect(maskMobile('13800138000')).toBe('138****8000'));
});

describe('email', () => {
  it.each(['li_wei@example.com', 'a-b@mail.hbhk.com.cn', 'X9@d-1.cn'])('accepts %s', (value) =>
    expect(messageOf(emailSchema, value)).toBeUndefined(),
  );
  it.each(['li.wei@example.com', 'li@localhost', '@example.com', 'li@@example.com', 'li wei@example.com'])(
    'refuses %s',
    (value) => expect(messageOf(emailSchema, value)).toBe('validation.email'),
  );
});

describe('login password', () => {
  it.each(['Abc12345', 'abc123!@', 'ABC!@#12', 'Aa1!Aa1!Aa1!'])('accepts %s', (value) =>
    expect(loginPasswordProblem(value)).toBeUndefined(),
  );
  it.each([
    ['Ab1!', 'validation.passwordLength'],
    ['Abcdef123456!', 'validation.passwordLength'],
    ['Abc 12345', 'validation.passwordCharacters'],
    ['Abc12345密码', 'validation.passwordCharacters'],
    ['abcdefgh1', 'validation.passwordStrength'],
    ['ABCDEFGH!', 'validation.passwordStrength'],
    ['12345678', 'validation.passwordStrength'],
  ])('refuses %s with %s', (value, message) => expect(loginPasswordProblem(value)).toBe(message));

  it("says 'passwords differ' when the confirmation does not match", () => {
    const form = z.object(newPasswordFields).refine(passwordsMatch, PASSWORDS_MATCH_RULE);
    const result = form.safeParse({ password: 'Abc12345', confirmPassword: 'Abc12346' });
    expect(result.error?.issues[0]).toMatchObject({ message: 'validation.passwordsDiffer', path: ['confirmPassword'] });
    expect(form.safeParse({ password: 'Abc12345', confirmPassword: 'Abc12345' }).success).toBe(true);
  });
});

describe('short codes', () => {
  it('transaction password is 6 digits', () => {
    expect(messageOf(transactionPasswordSchema, '123456')).toBeUndefined();
    expect(messageOf(transactionPasswordSchema, '12345a')).toBe('validation.transactionPassword');
  });
  it('ticket number is 13 digits', () => {
    expect(messageOf(ticketNumberSchema, '8801234567890')).toBeUndefined();
    expect(messageOf(ticketNumberSchema, '880123456789')).toBe('validation.ticketNumber');
  });
  it('cabin is 1 letter', () => {
    expect(messageOf(cabinSchema, 'Y')).toBeUndefined();
    expect(messageOf(cabinSchema, 'YY')).toBe('validation.cabin');
    expect(messageOf(cabinSchema, '1')).toBe('validation.cabin');
  });
  it('the agreement must be accepted', () => {
    expect(messageOf(agreementSchema, true)).toBeUndefined();
    expect(messageOf(agreementSchema, false)).toBe('validation.agreement');
  });
});

describe('Luhn check digit', () => {
  it.each(['79927398713', '4111111111111111', '0'.repeat(2)])('accepts %s', (value) =>
    expect(passesLuhn(value)).toBe(true),
  );
  it.each(['79927398710', '4111111111111112', '7992739871a', '7'])('refuses %s', (value) =>
    expect(passesLuhn(value)).toBe(false),
  );
});
