import { text } from './text';

export type PasswordProblem =
  'validation.passwordLength' | 'validation.passwordCharacters' | 'validation.passwordStrength';

const CHARACTER_CLASSES = [/\d/, /[a-z]/, /[A-Z]/, /[^A-Za-z0-9]/];
const WHITESPACE_OR_CHINESE = /[\s\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/** Login password of spec 5: 8-12 characters, no spaces or Chinese, at least 3 of digit/lower/upper/special. */
export function loginPasswordProblem(value: string): PasswordProblem | undefined {
  if (WHITESPACE_OR_CHINESE.test(value)) return 'validation.passwordCharacters';
  if (value.length < 8 || value.length > 12) return 'validation.passwordLength';
  const classes = CHARACTER_CLASSES.filter((pattern) => pattern.test(value)).length;
  return classes >= 3 ? undefined : 'validation.passwordStrength';
}

export const loginPasswordSchema = text().superRefine((value, context) => {
  const problem = loginPasswordProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

/** A new password typed twice: the second must match ('passwords differ'). */
export const newPasswordFields = {
  password: loginPasswordSchema,
  confirmPassword: text(),
};

export function passwordsMatch(form: { password: string; confirmPassword: string }): boolean {
  return form.password === form.confirmPassword;
}

/** Checked even when other fields have problems, so the form shows every problem at once. */
export const PASSWORDS_MATCH_RULE: { message: string; path: string[]; when(payload: { value: unknown }): boolean } = {
  message: 'validation.passwordsDiffer',
  path: ['confirmPassword'],
  when: ({ value }) => {
    const form = value as { password?: unknown; confirmPassword?: unknown } | undefined;
    return typeof form?.password === 'string' && typeof form.confirmPassword === 'string';
  },
};

export const transactionPasswordSchema = text().regex(/^\d{6}$/, 'validation.transactionPassword');
