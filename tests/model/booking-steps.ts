import { expect, type Page } from '@playwright/test';
import { checkCharacter } from '../../contract/validators/id-card';
import { text } from '../support/catalogue';

/** What the booking browser tests do on the real site, in zhCn: log in, choose fares, fill passengers, confirm. */
export const MEMBER = { mobile: '13800138000', password: 'Hbhk@2026', name: '张伟' };

export function fill(key: string, values: Record<string, string | number>): string {
  return Object.entries(values).reduce((result, [name, value]) => result.replaceAll(`{{${name}}}`, String(value)), text('zhCn', key));
}

/** 'YYYY-MM-DD', `days` from today (UTC, as the server's flights are dated). */
export function dayFromToday(days: number, years = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A mainland ID number of a Shijiazhuang resident born on that day, with its check character. */
export function idCardNumber(birthDate: string, sequence: number): string {
  const first17 = `130102${birthDate.replaceAll('-', '')}${String(sequence).padStart(3, '0')}`;
  return first17 + checkCharacter(first17);
}

export async function logIn(page: Page) {
  await page.goto('/account');
  await page.getByRole('textbox', { name: text('zhCn', 'account.login.account') }).fill(MEMBER.mobile);
  await page.getByLabel(text('zhCn', 'account.login.password'), { exact: true }).fill(MEMBER.password);
  await page.getByRole('button', { name: text('zhCn', 'account.login.submit') }).click();
  await expect(page).not.toHaveURL(/\/account/);
}

export interface TripSearch {
  origin: string;
  destination: string;
  departureDate: string;
  returnDate?: string;
  adults: number;
  children: number;
  infants: number;
}

export function resultsUrl(search: TripSearch): string {
  const params = new URLSearchParams({ tripType: search.returnDate ? 'roundTrip' : 'oneWay', origin: search.origin, destination: search.destination, departureDate: search.departureDate, adults: String(search.adults), children: String(search.children), infants: String(search.infants) });
  if (search.returnDate) params.set('returnDate', search.returnDate);
  return `/queryFlight?${params}`;
}

/** Chooses the first offered fare of the leg on show. */
export async function chooseFirstFare(page: Page) {
  await page.getByRole('button', { name: new RegExp(`^${text('zhCn', 'search.results.choose')}`) }).first().click();
}

export interface Traveller {
  type: 'ADT' | 'CHD' | 'INF';
  rank: number;
  name: string;
  birthDate: string;
  sequence: number;
}

export function partyOf(): Traveller[] {
  return [
    { type: 'ADT', rank: 1, name: MEMBER.name, birthDate: dayFromToday(0, -35), sequence: 31 },
    { type: 'CHD', rank: 1, name: '张小明', birthDate: dayFromToday(-20, -6), sequence: 53 },
    { type: 'INF', rank: 1, name: '张小宝', birthDate: dayFromToday(-40, -1), sequence: 75 },
  ];
}

export async function fillTraveller(page: Page, traveller: Traveller) {
  const fieldset = page.getByRole('group', { name: fill(`booking.passengers.type.${traveller.type}`, { rank: traveller.rank }) });
  await fieldset.getByLabel(text('zhCn', 'passengers.form.name')).fill(traveller.name);
  await fieldset.getByLabel(text('zhCn', 'passengers.form.documentNo')).fill(idCardNumber(traveller.birthDate, traveller.sequence));
  await expect(fieldset.getByLabel(text('zhCn', 'passengers.form.birthDate'))).toHaveValue(traveller.birthDate);
}

export async function acceptAndContinue(page: Page) {
  await page.getByRole('checkbox', { name: new RegExp(text('zhCn', 'passengers.agreement.accept').split('《')[0]!) }).check();
  await page.getByRole('button', { name: text('zhCn', 'booking.actions.toConfirm') }).click();
  await expect(page).toHaveURL(/\/orderConfirm$/);
}
