import { expect, type Page } from '@playwright/test';
import { text } from '../../support/catalogue';
import {
  acceptAndContinue,
  chooseFirstFare,
  dayFromToday,
  fillTraveller,
  logIn,
  resultsUrl,
} from '../../model/booking-steps';

/** The flight and fare the wizard chose, as the passenger page's address names them. */
export interface ChosenFare {
  flightNo: string;
  flightDate: string;
  bookingClass: string;
}

export const sjwToCan = (day: number, adults = 1) =>
  resultsUrl({ origin: 'SJW', destination: 'CAN', departureDate: dayFromToday(day), adults, children: 0, infants: 0 });

/**
 * Adults from Shijiazhuang to Guangzhou `day` days ahead, one per ID sequence number, booked through the
 * wizard up to the pay page as 张伟. `beforeSubmit` runs once the fare is chosen (to set its seats, say).
 */
export async function bookToPayPage(
  page: Page,
  options: {
    day: number;
    sequences: number[];
    names?: string[];
    beforeSubmit?: (fare: ChosenFare) => Promise<void>;
    /** Another fare than the first offered (a class that allows a change, say). */
    chooseFare?: (page: Page) => Promise<void>;
  },
): Promise<{ orderNo: string; fare: ChosenFare }> {
  await logIn(page);
  await page.goto(sjwToCan(options.day, options.sequences.length));
  await (options.chooseFare ?? chooseFirstFare)(page);
  await expect(page).toHaveURL(/\/passenger\?/);
  const chosen = new URL(page.url()).searchParams;
  const fare = {
    flightNo: chosen.get('outboundFlight')!,
    flightDate: chosen.get('departureDate')!,
    bookingClass: chosen.get('outboundClass')!,
  };
  for (const [index, sequence] of options.sequences.entries()) {
    await fillTraveller(page, {
      type: 'ADT',
      rank: index + 1,
      name: options.names?.[index] ?? '张伟',
      birthDate: dayFromToday(0, -35),
      sequence,
    });
  }
  await acceptAndContinue(page);
  await options.beforeSubmit?.(fare);
  await page.getByRole('button', { name: text('zhCn', 'booking.confirm.submit') }).click();
  await expect(page).toHaveURL(/\/defray\?orderNo=\w+/);
  return { orderNo: new URL(page.url()).searchParams.get('orderNo')!, fare };
}

/** On the pay page: a foreign card, typed into the sandbox gateway's card form, pays the order. */
export async function payByCard(page: Page) {
  await page.getByRole('radio', { name: /境外银行卡/ }).check();
  await page.getByRole('button', { name: /^立即支付/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\/checkout\?trade=/);
  await page.getByLabel(text('zhCn', 'payment.sandbox.card.cardNumber')).fill('4111 1111 1111 1111');
  await page.getByLabel(text('zhCn', 'payment.sandbox.card.holder')).fill('ZHANG/WEI');
  await page.getByLabel(text('zhCn', 'payment.sandbox.card.expiry')).fill('12/30');
  await page.getByLabel(text('zhCn', 'payment.sandbox.card.cvv')).fill('123');
  await page.getByRole('button', { name: /^确认支付/ }).click();
}

/** The payment result page once the tickets are out: one ticket number per coupon and a link to the order. */
export async function expectTicketed(page: Page, coupons = 1) {
  await expect(page.getByRole('heading', { name: text('zhCn', 'payment.result.paidTitle') })).toBeVisible({
    timeout: 20_000,
  });
  const tickets = page.getByRole('list', { name: text('zhCn', 'payment.result.ticketsLabel') });
  await expect(tickets.getByRole('listitem')).toHaveCount(coupons);
  await expect(tickets).toContainText(/880-\d{10}/);
  await expect(page.getByRole('link', { name: text('zhCn', 'payment.result.viewOrder') })).toHaveAttribute(
    'href',
    /\/orderInfo\?orderNo=/,
  );
}
