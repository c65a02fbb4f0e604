import { expect, test } from './support/site-test';
import type { Locale } from '../../contract/locales';
import { CHECK_IN_PAGES } from '../../src/features/checkin/flow/check-in-pages';
import { PURCHASE_PAGES } from '../../src/features/ancillaries/flow/ancillary-pages';
import { seriousViolations } from '../support/axe';
import { text } from '../support/catalogue';
import { newMember } from './support/new-member';

/**
 * A flow's step opened from a bookmark or a shared link, with nothing under way in the tab: the page names its
 * step and offers the way in (the flow's first step), in each language; never "your purchase is at another step".
 */
const PREFIX: Record<Locale, string> = { zhCn: '', zhTw: '/zhTw', en: '/en' };
const fill = (template: string, values: Record<string, string>) =>
  Object.entries(values).reduce((result, [name, value]) => result.replaceAll(`{{${name}}}`, value), template);
const path = (route: string) => route.replace('/{-$locale}', '');

const GATED = [
  ...(['passengers', 'seats', 'confirm', 'boardingPass'] as const).map((step) => ({
    url: path(CHECK_IN_PAGES[step]),
    flow: 'checkin.flowName',
    step: `checkin.steps.${step}`,
    start: 'checkin.steps.find',
    startUrl: path(CHECK_IN_PAGES.find),
  })),
  ...(['luggage', 'meal'] as const).flatMap((kind) =>
    (['otherTrip', 'trip', 'checkTrip', 'buy', 'confirm', 'pay'] as const).map((step) => ({
      url: path(PURCHASE_PAGES[kind][step]),
      flow: `ancillaries.flowName.${kind}`,
      step: `ancillaries.steps.${step}`,
      start: 'ancillaries.steps.myTrip',
      startUrl: path(PURCHASE_PAGES[kind].myTrip),
    })),
  ),
];

test.describe('a flow step opened from a link', () => {
  for (const locale of ['zhCn', 'zhTw', 'en'] as const) {
    test(`names its step and offers the way in (${locale})`, async ({ page, request }) => {
      test.setTimeout(180_000);
      // A member of its own: nothing another test left under way can be offered for resuming.
      await newMember(page, request);
      const say = (key: string) => text(locale, key);
      for (const [index, gated] of GATED.entries()) {
        await page.goto(`${PREFIX[locale]}${gated.url}`);
        const here = say(gated.step);
        const start = say(gated.start);
        await expect(page.getByRole('heading', { level: 2, name: here })).toBeVisible();
        const flow = say(gated.flow);
        await expect(page.getByText(fill(say('flowHost.elsewhere.notStarted'), { here, start, flow }))).toBeVisible();
        await expect(page.getByText(say('ancillaries.resume.elsewhere'))).toHaveCount(0);
        const wayIn = page.getByRole('link', { name: fill(say('flowHost.elsewhere.start'), { start }) });
        await expect(wayIn).toHaveAttribute('href', `${PREFIX[locale]}${gated.startUrl}`);
        if (index === 0) expect(await seriousViolations(page)).toEqual([]);
      }
      // The way in works: the first step's own content, in the page's language.
      await page
        .getByRole('link', { name: fill(say('flowHost.elsewhere.start'), { start: say('ancillaries.steps.myTrip') }) })
        .click();
      await expect(page).toHaveURL(new RegExp(`${PREFIX[locale]}/serve/meals/myTrip$`));
      await expect(page.getByRole('button', { name: say('ancillaries.trips.other') })).toBeVisible();
    });
  }

  test('pages of one thing opened without it show the way to one, not a bare line', async ({ page, request }) => {
    test.setTimeout(90_000);
    const say = (key: string) => text('en', key);
    await page.goto('/en/flightStatus/flightStatusInfo');
    await expect(page.getByText(say('flightStatus.detail.choose'))).toBeVisible();
    await expect(page.getByRole('textbox').first()).toBeVisible();
    await page.goto('/en/serve/delayProve/proveRsg');
    await expect(page.getByRole('heading', { level: 2, name: say('delayProve.steps.certificate') })).toBeVisible();
    await expect(
      page.getByRole('link', {
        name: fill(say('flowHost.elsewhere.start'), { start: say('delayProve.apply.heading') }),
      }),
    ).toHaveAttribute('href', '/en/serve/delayProve');
    await newMember(page, request);
    await page.goto('/en/mealsInfo');
    await expect(page.getByText(say('ancillaries.orders.chooseOrder'))).toBeVisible();
    // A new member has no meal orders yet, and is told so.
    await expect(page.getByText(say('ancillaries.orders.none.meal'))).toBeVisible();
  });
});
