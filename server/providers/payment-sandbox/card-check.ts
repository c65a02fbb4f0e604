import { passesLuhn } from '../../../contract/validators/luhn';

/** Why a card is refused at the sandbox's card form; undefined fields are fine. */
export interface CardProblems {
  cardNumber?: 'luhn' | 'length';
  expiry?: 'format' | 'past';
  cvv?: 'format';
}

/** Checks number (Luhn), expiry (MM/YY, not before this month) and CVV (3 or 4 digits) as a card gateway does. */
export function checkCard(input: { cardNumber: string; expiry: string; cvv: string }, now: Date): CardProblems {
  const problems: CardProblems = {};
  const digits = cardDigits(input.cardNumber);
  if (!/^\d{12,19}$/.test(digits)) problems.cardNumber = 'length';
  else if (!passesLuhn(digits)) problems.cardNumber = 'luhn';
  const expiry = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(input.expiry.trim());
  if (!expiry) problems.expiry = 'format';
  else {
    const lastMonth = (2000 + Number(expiry[2])) * 12 + Number(expiry[1]) - 1;
    if (lastMonth < now.getUTCFullYear() * 12 + now.getUTCMonth()) problems.expiry = 'past';
  }
  if (!/^\d{3,4}$/.test(input.cvv.trim())) problems.cvv = 'format';
  return problems;
}

export function cardDigits(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

/** Test card numbers a card gateway sandbox declines on purpose (valid Luhn, refused by the "bank"). */
export const DECLINED_TEST_CARDS: readonly string[] = ['4000000000000002'];
