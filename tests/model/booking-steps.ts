import { expect, type Locator, type Page } from '@playwright/test';
import { GENDER, lookupLabelKey } from '../../contract/lookups';
import { formatMoney } from '../../contract/money';
import { checkCharacter } from '../../contract/validators/id-card';
import { text } from '../support/catalogue';
import { logInAs } from '../support/password-login';
import { expectDate, pickDate } from '../support/date-field';

/** What the booking browser tests do on the real site, in zhCn: log in, choose fares, fill passengers, confirm. */
export const MEMBER = { mobile: '13800138000', password: 'Hbhk@2026', name: '张伟' };

/** A zhCn message with its values, written as the site writes them (`{{amount, money}}` → ¥1,640). */
export function fill(key: string, values: Record<string, string | number>): string {
  return Object.entries(values).reduce(
    (result, [name, value]) =>
      result
        .replaceAll(`{{${name}}}`, String(value))
        .replaceAll(`{{${name}, money}}`, formatMoney(Number(value), 'zhCn')),
    text('zhCn', key),
  );
}

/** 'YYYY-MM-DD', `days` from today (UTC, as the server's flights are dated). */
export function dayFromToday(days: number, years = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A one-way search for adults only (no children, no infants), `daysAhead` from today. */
export function adultsOnlySearch(origin: string, destination: string, daysAhead: number, adults = 1): TripSearch {
  return { origin, destination, departureDate: dayFromToday(daysAhead), adults, children: 0, infants: 0 };
}

/** A mainland ID number of a Shijiazhuang resident born on that day, with its check character. */
export function idCardNumber(birthDate: string, sequence: number): string {
  const first17 = `130102${birthDate.replaceAll('-', '')}${String(sequence).padStart(3, '0')}`;
  return first17 + checkCharacter(first17);
}

export const logIn = (page: Page) => logInAs(page, MEMBER);

export interface TripSearch {
  origin: string;
  destination: string;
  departureDate: string;
  returnDate?: string;
  adults: number;
  children: number;
  infants: number;
}

/** The results page of a search: /queryFlight at home, /queryFlightInter abroad. */
export function resultsUrl(search: TripSearch, market: 'domestic' | 'international' = 'domestic'): string {
  const params = new URLSearchParams({
    tripType: search.returnDate ? 'roundTrip' : 'oneWay',
    origin: search.origin,
    destination: search.destination,
    departureDate: search.departureDate,
    adults: String(search.adults),
    children: String(search.children),
    infants: String(search.infants),
  });
  if (search.returnDate) params.set('returnDate', search.returnDate);
  return `${market === 'international' ? '/queryFlightInter' : '/queryFlight'}?${params}`;
}

const firstFareButton = (page: Page) =>
  page.getByRole('button', { name: new RegExp(`^${text('zhCn', 'search.results.choose')}`) }).first();

/** Chooses the first offered fare of the leg on show. */
export async function chooseFirstFare(page: Page) {
  await firstFareButton(page).click();
}

/** A one-way domestic search opened on the results page, its first fare chosen: the passenger page is on show. */
export async function openPassengerPage(page: Page, search: TripSearch) {
  await page.goto(resultsUrl(search));
  await chooseFirstFare(page);
  await expect(page).toHaveURL(/\/passenger\?/);
}

/** A catalogue text with one price in it ('{{amount, money}}', shown '¥1,640') as a pattern of the whole text, capturing the number. */
function amountPattern(key: string): RegExp {
  const escaped = text('zhCn', key).replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\{\{\w+, money\}\}/, '¥([\\d,]+)')}$`);
}

/** The number the first text of that catalogue key inside `scope` shows: ('search.results.taxes', '另付税费 ¥140') → 140. */
export async function amountShown(scope: Locator, key: string): Promise<number> {
  const pattern = amountPattern(key);
  const shown = await scope.getByText(pattern).first().textContent();
  return Number(pattern.exec(shown!.trim())![1]!.replaceAll(',', ''));
}

/** Chooses the first offered fare like chooseFirstFare, returning the adult fare and taxes its row showed. */
export async function chooseFirstFareShowingPrice(page: Page): Promise<{ fare: number; taxes: number }> {
  const button = firstFareButton(page);
  const offer = button.locator('xpath=ancestor::li[1]');
  const price = {
    fare: await amountShown(offer, 'search.price.cash'),
    taxes: await amountShown(offer, 'search.results.taxes'),
  };
  await button.click();
  return price;
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

/** The fields of the passenger place the search gave this type and rank ('成人 2'), whatever type its birth date gives. */
export const passengerFieldset = (page: Page, type: Traveller['type'], rank: number) =>
  page.getByRole('group', { name: fill(`booking.passengers.type.${type}`, { rank }) });

export async function fillTraveller(page: Page, traveller: Traveller) {
  const fieldset = passengerFieldset(page, traveller.type, traveller.rank);
  await fieldset.getByLabel(text('zhCn', 'passengers.form.name')).fill(traveller.name);
  await fieldset
    .getByLabel(text('zhCn', 'passengers.form.documentNo'))
    .fill(idCardNumber(traveller.birthDate, traveller.sequence));
  await expectDate(fieldset.getByLabel(text('zhCn', 'passengers.form.birthDate')), traveller.birthDate);
}

/** A traveller abroad: Latin names and a passport with its nationality, issuing place (ISO codes) and expiry. */
export interface TravelDocumentTraveller {
  type: Traveller['type'];
  rank: number;
  lastName: string;
  firstName: string;
  passportNo: string;
  birthDate: string;
  gender: keyof typeof GENDER;
  nationality: string;
  issuingPlace: string;
  documentExpiry: string;
}

/** Fills a passenger place of /passengerInter (a passport is the document it offers first). */
export async function fillTravelDocument(page: Page, traveller: TravelDocumentTraveller) {
  const fieldset = passengerFieldset(page, traveller.type, traveller.rank);
  const field = (name: string) => fieldset.getByLabel(text('zhCn', `passengers.form.${name}`));
  await field('lastName').fill(traveller.lastName);
  await field('firstName').fill(traveller.firstName);
  await field('documentNo').fill(traveller.passportNo);
  await pickDate(field('birthDate'), traveller.birthDate);
  await field('gender').selectOption({ label: text('zhCn', lookupLabelKey('gender', GENDER[traveller.gender])) });
  await field('nationality').selectOption(traveller.nationality);
  await field('issuingPlace').selectOption(traveller.issuingPlace);
  await pickDate(field('documentExpiry'), traveller.documentExpiry);
}

export async function acceptAgreement(page: Page) {
  await page
    .getByRole('checkbox', { name: new RegExp(text('zhCn', 'passengers.agreement.accept').split('《')[0]!) })
    .check();
}

export const continueToConfirm = (page: Page) =>
  page.getByRole('button', { name: text('zhCn', 'booking.actions.toConfirm') }).click();

export async function acceptAndContinue(page: Page) {
  await acceptAgreement(page);
  await continueToConfirm(page);
  await expect(page).toHaveURL(/\/orderConfirm$/);
}
