import { expect, test } from './support/site-test';
import {
  AVAILABLE_SEAT_NAME,
  choosePassenger as chooseCheckInPassenger,
  continueAndCheckIn,
  findByTicket,
  say,
} from '../model/check-in-steps';
import { logInAs } from '../support/password-login';
import {
  choosePassenger,
  expectAxeClean,
  placeOrder,
  fillWallet,
  leaveMealUnpaid,
  newMemberWithAdultTrip,
  PIN,
  ticketedTrip,
  travelTo,
} from './support/ancillary-purchase-steps';
import { MEMBER_PASSWORD, newMember } from './support/new-member';

/** Extra luggage and meals as a member buys them: one purchase flow, two kinds, paid by WeChat and by the wallet. */
const PASSWORD = MEMBER_PASSWORD;

// The browser's clock moves by a development call from the page's own context (its cookie), and development
// calls answer callers on this machine only: this spec's pages call from loopback, not a visitor address.
test.use({ ownAddress: false });

test.describe('extra luggage and meals', () => {
  test('a member buys 10 kg and a halal meal on a round trip, pays by WeChat and by the red-envelope balance, sees both, refunds the meal', async ({
    page,
    context,
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const mobile = await newMember(page, request);
    const [outbound, inbound] = await ticketedTrip(page, {
      mobile,
      departsInHours: 72,
      returnAfterDays: 3,
      passengers: { child: true },
    });
    expect(inbound).toBeDefined();
    const first = outbound!.coupons.find((coupon) => coupon.passengerType === 'ADT');
    const second = outbound!.coupons.find((coupon) => coupon !== first && coupon.passengerType !== 'INF');
    expect(second).toBeDefined();

    // 10 kg for the first passenger, paid by WeChat (the payer's phone opens the QR's address).
    await choosePassenger(page, 'luggage', outbound!, first!.name);
    await expectAxeClean(page);
    await page.getByRole('checkbox', { name: /^10\s*(公斤|kg)/i }).check();
    await placeOrder(page, 'luggage');
    await expectAxeClean(page);
    await page.getByRole('radio', { name: /微信支付/ }).check();
    await page.getByRole('button', { name: /^立即支付/ }).click();
    await expect(page.getByRole('img', { name: say('ancillaries.pay.qrAlt') })).toBeVisible();
    const phone = await context.newPage();
    await phone.goto(
      (await page.getByRole('link', { name: say('ancillaries.pay.openOnPhone') }).getAttribute('href'))!,
    );
    await phone.getByRole('button', { name: /^确认支付/ }).click();
    await expect(phone.getByText(say('payment.sandbox.settled.paid'))).toBeVisible();
    await phone.close();
    await expect(page.getByText(say('ancillaries.outcome.paidTitle'))).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/EMD/).first()).toBeVisible();
    await expectAxeClean(page);
    // My trips opened after a purchase ended starts the next one there (not a link back to the finished one).
    await page.goto('/serve/luggage/myTrip');
    await expect(page.getByRole('listitem').filter({ hasText: outbound!.orderNo })).toBeVisible();

    // A halal meal for the other passenger on the way back, paid from the wallet with the transaction password.
    await fillWallet(page, mobile);
    const back = inbound!.coupons.find((coupon) => coupon.name === second!.name)!;
    await choosePassenger(page, 'meals', inbound!, back.name);
    await page.getByRole('checkbox', { name: /清真/ }).first().check();
    await placeOrder(page, 'meals');
    await page.getByRole('radio', { name: say('ancillaries.pay.wallet') }).check();
    await page.getByLabel(say('ancillaries.pay.transactionPassword')).fill(PIN);
    await page.getByRole('button', { name: /^立即支付/ }).click();
    await expect(page.getByText(say('ancillaries.outcome.paidTitle'))).toBeVisible({ timeout: 30_000 });
    // The paid meal's red envelope goes into the wallet, once.
    await page.getByRole('button', { name: say('ancillaries.envelope.draw') }).click();
    await expect(page.getByText(/红包已存入您的钱包/)).toBeVisible();

    // Both in the order lists, with their EMD numbers; the meal is refunded in full before its sale closes.
    await page.goto('/member/order/luggageOrder');
    await expect(page.getByText(/EMD号：880\d{10}/)).toBeVisible();
    await expect(page.getByText(say('ancillaries.itemStatus.paid')).first()).toBeVisible();
    await expectAxeClean(page);
    await page.goto('/member/order/mealsOrder');
    await expect(page.getByText(/EMD号：880\d{10}/)).toBeVisible();
    await expectAxeClean(page);
    await page.getByRole('button', { name: new RegExp(`^退款：${back.name}`) }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: say('ancillaries.orders.refundYes') })
      .click();
    await expect(page.getByText(say('ancillaries.itemStatus.refunded')).first()).toBeVisible();
    // The refund took the meal's red envelope back, and the order says so; no envelope to draw again (issue 26).
    await expect(page.getByText(/该订单的红包 .+ 已随退款收回。/)).toBeVisible();
    await expect(page.getByRole('button', { name: say('ancillaries.envelope.draw') })).toHaveCount(0);

    // 12 hours before the outbound (this browser's clock only), inside the check-in window, the first passenger
    // checks in: the 10 kg bought shows on the boarding pass. Logged in again there, as the moved time ends today's session.
    const traveller = await browser.newContext();
    const checkIn = await traveller.newPage();
    await travelTo(checkIn, outbound!.departureAt, 12);
    await logInAs(checkIn, { mobile, password: PASSWORD });
    await findByTicket(checkIn, { ticketNo: first!.ticketNo, name: first!.name });
    await chooseCheckInPassenger(checkIn, first!.name);
    await checkIn.getByRole('button', { name: AVAILABLE_SEAT_NAME }).first().click();
    await continueAndCheckIn(checkIn);
    await expect(checkIn).toHaveURL(/\/serve\/checkIn\/borderPass$/);
    const pass = checkIn.getByRole('article', { name: new RegExp(first!.name) });
    await expect(
      pass.getByRole('definition').filter({ hasText: say('checkin.pass.prepaidAmount', { amount: 10 }) }),
    ).toBeVisible();
    await expect(pass).toContainText(say('checkin.pass.prepaidBaggage'));
    await traveller.close();
  });

  test('luggage cannot be bought inside the 2-hour close, and says why', async ({ page, request }) => {
    test.setTimeout(90_000);
    const mobile = await newMember(page, request);
    const [soon] = await ticketedTrip(page, { mobile, departsInHours: 3, passengers: { child: false } });
    await travelTo(page, soon!.departureAt, 2);
    await page.goto('/serve/luggage/myTrip');
    await page.getByRole('listitem').filter({ hasText: soon!.orderNo }).getByRole('button').click();
    const passenger = page.getByRole('checkbox', { name: new RegExp(`^${soon!.coupons[0]!.name}`) });
    await expect(passenger).toBeDisabled();
    await expect(page.getByText(/不可购买：/).first()).toBeVisible();
    await expectAxeClean(page);
  });

  test('someone’s ticket number with the wrong name finds nothing, and a visitor is sent to log in', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const { trip: order } = await newMemberWithAdultTrip(page, request);
    const ticketNo = order.coupons[0]!.ticketNo!;

    const visitor = await browser.newPage();
    await visitor.goto('/serve/luggage/tripComponent/otherTrip');
    await expect(visitor).toHaveURL(/\/account\?path=/);
    await visitor.close();

    const stranger = await browser.newContext();
    const strangerPage = await stranger.newPage();
    await newMember(strangerPage, request);
    await strangerPage.goto('/serve/meals/myTrip');
    await strangerPage.getByRole('button', { name: say('ancillaries.trips.other') }).click();
    await strangerPage.getByLabel(say('ancillaries.other.ticketNo')).fill(ticketNo);
    await strangerPage.getByLabel(say('ancillaries.other.name')).fill('王五');
    await strangerPage.getByRole('button', { name: say('ancillaries.other.find') }).click();
    await expect(strangerPage.getByRole('alert')).toContainText(say('ancillaryServer.refusals.tripNotFound'));
    await expect(strangerPage.getByText(order.orderNo)).toHaveCount(0);
    await expectAxeClean(strangerPage);
    await stranger.close();
  });

  test('an unpaid meal order is paid later from the order list, another is cancelled there, and a refund asks first', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(240_000);
    const { mobile, trip } = await newMemberWithAdultTrip(page, request);
    const adult = trip.coupons[0]!;
    await fillWallet(page, mobile);
    // Each order placed in a tab of its own that then closes: nothing of its purchase is left in the browser.
    const toPay = await leaveMealUnpaid(await context.newPage(), mobile, trip, adult.name, /清真/);
    const toCancel = await leaveMealUnpaid(await context.newPage(), mobile, trip, adult.name, /素食/);

    await page.goto('/member/order/mealsOrder');
    const card = (orderNo: string) => page.getByRole('listitem').filter({ hasText: orderNo });
    await expect(card(toPay).getByText(say('ancillaries.orderStatus.unpaid')).first()).toBeVisible();
    await expectAxeClean(page);

    // Cancelling asks first; keeping it changes nothing, confirming cancels it.
    await card(toCancel)
      .getByRole('button', { name: say('ancillaries.orders.cancel') })
      .click();
    await page.getByRole('button', { name: say('ancillaries.orders.cancelNo') }).click();
    await expect(card(toCancel).getByText(say('ancillaries.orderStatus.unpaid')).first()).toBeVisible();
    await card(toCancel)
      .getByRole('button', { name: say('ancillaries.orders.cancel') })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: say('ancillaries.orders.cancelYes') })
      .click();
    await expect(card(toCancel).getByText(say('ancillaries.orderStatus.canceled')).first()).toBeVisible();
    await expect(card(toCancel).getByRole('link', { name: /^去支付/ })).toHaveCount(0);

    // Paying from the list opens that order's pay page; a wrong transaction password keeps the form, with the reason.
    await card(toPay)
      .getByRole('link', { name: /^去支付/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/mealsDefray\\?orderNo=${toPay}$`));
    await expect(page.getByText(say('ancillaries.pay.orderNo', { orderNo: toPay }))).toBeVisible();
    await expectAxeClean(page);
    await page.getByRole('radio', { name: say('ancillaries.pay.wallet') }).check();
    await page.getByLabel(say('ancillaries.pay.transactionPassword')).fill('000000');
    await page.getByRole('button', { name: /^立即支付/ }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await page.getByLabel(say('ancillaries.pay.transactionPassword')).fill(PIN);
    await page.getByRole('button', { name: /^立即支付/ }).click();
    await expect(page.getByText(say('ancillaries.outcome.paidTitle'))).toBeVisible({ timeout: 30_000 });

    // The paid meal's refund asks first too.
    await page.goto('/member/order/mealsOrder');
    await expect(card(toPay).getByText(say('ancillaries.itemStatus.paid')).first()).toBeVisible();
    await card(toPay)
      .getByRole('button', { name: new RegExp(`^退款：${adult.name}`) })
      .click();
    await page.getByRole('button', { name: say('ancillaries.orders.refundNo') }).click();
    await expect(card(toPay).getByText(say('ancillaries.itemStatus.paid')).first()).toBeVisible();
    await card(toPay)
      .getByRole('button', { name: new RegExp(`^退款：${adult.name}`) })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: say('ancillaries.orders.refundYes') })
      .click();
    await expect(card(toPay).getByText(say('ancillaries.itemStatus.refunded')).first()).toBeVisible();
  });
});
