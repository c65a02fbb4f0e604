import { expect, test } from './support/site-test';
import { DEV_CLOCK_CALLS } from '../../contract/dev/clock';
import { seriousViolations } from '../support/axe';
import { text } from '../support/catalogue';
import {
  acceptAndContinue,
  chooseFirstFare,
  dayFromToday,
  fillTraveller,
  idCardNumber,
  logIn,
} from '../model/booking-steps';

const t = (key: string) => text('zhCn', key);

// The development clock moves only for a caller on this machine: this browser calls as one.
test.use({ ownAddress: false });

/** A points ticket search (/queryFlightFree) for one adult, far enough ahead for a clock moved a week on. */
const pointsSearch = () =>
  `/queryFlightFree?${new URLSearchParams({ tripType: 'oneWay', origin: 'SJW', destination: 'CAN', departureDate: dayFromToday(20), adults: '1', children: '0', infants: '0' })}`;

test('a transferee waits, takes effect when the clock moves a week on, and flies on points; a stranger is refused', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page);
  const sequence = Math.floor(Math.random() * 900) + 100;
  const birthDate = '1991-03-07';
  const transferee = { type: 'ADT' as const, rank: 1, name: '韩梅', birthDate, sequence };

  await page.goto('/member/transferee');
  await page.getByRole('button', { name: t('member.assignee.add') }).click();
  await page.getByLabel(t('member.realName.name')).fill(transferee.name);
  await page.getByLabel(text('zhCn', 'lookups.cardType.0')).fill(idCardNumber(birthDate, sequence));
  await page.getByRole('button', { name: t('member.common.save') }).click();
  const entry = page.getByRole('listitem').filter({ hasText: transferee.name });
  await expect(entry).toContainText(/未生效/);

  // The clock of this browser only moves 8 days on (the waiting period is 7); today's session ends with it.
  expect((await page.request.post(DEV_CLOCK_CALLS.travel, { data: { offsetHours: 8 * 24 } })).ok()).toBe(true);
  try {
    await page.goto('/member/transferee');
    // The 401 sends the browser to log in (the header still greets the member until then).
    await expect(page).toHaveURL(/\/account/);
    await page.getByRole('textbox', { name: t('account.login.account') }).fill('13800138000');
    await page.getByLabel(t('account.login.password'), { exact: true }).fill('Hbhk@2026');
    await page
      .getByRole('main')
      .getByRole('button', { name: t('account.login.submit'), exact: true })
      .click();
    await expect(page).not.toHaveURL(/\/account/);
    await page.goto('/member/transferee');
    await expect(entry).toContainText(t('member.assignee.effective'));
    expect(await seriousViolations(page)).toEqual([]);

    const bookFor = async (traveller: typeof transferee) => {
      await page.goto(pointsSearch());
      await chooseFirstFare(page);
      await expect(page).toHaveURL(/\/passengerFree\?/);
      await fillTraveller(page, traveller);
      await acceptAndContinue(page);
      await page.getByRole('button', { name: t('booking.confirm.submit') }).click();
    };
    await bookFor({ ...transferee, sequence: (sequence + 1) % 1000, name: '路人甲' });
    await expect(page.getByRole('alert')).toContainText(t('booking.failed.codes.AWARD_TRAVELLER_NOT_ALLOWED'));
    await bookFor(transferee);
    await expect(page).not.toHaveURL(/\/orderConfirm$/);
  } finally {
    await page.request.post(DEV_CLOCK_CALLS.travel, { data: { offsetHours: 0 } });
  }
});
