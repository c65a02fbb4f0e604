import { type APIRequestContext, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/site-test';
import { CALLS } from '../../contract/call-paths';
import { SLIDER_DEV_ANSWER_PATH, SLIDER_MESSAGE_TYPE, SLIDER_PAGE_PATH } from '../../contract/risk';
import { text } from '../support/catalogue';

/** A device fingerprint as the SPA gets one: any call without one is answered '003'. */
async function newDevice(request: APIRequestContext): Promise<string> {
  const json = JSON.stringify({
    in_json: {},
    common_para: { channel: 'web', version: '1.1.0', deviceCode: 'e2e', userCode: '', jwtToken: '' },
  });
  const reply = await request.post(CALLS.sendMobileCheckCode, { form: { json } });
  const body = (await reply.json()) as { adsCode: string; adsData: { dfp: string } };
  expect(body.adsCode).toBe('003');
  return body.adsData.dfp;
}

/**
 * Where the gap is: a person sees it in the picture; the test asks the development-only answer call
 * (loopback, development tools on) for the puzzle its page shows, since nothing on the page says.
 */
async function gapOf(request: APIRequestContext, slider: Page | FrameLocator): Promise<number> {
  const data = JSON.parse((await slider.locator('#slider-data').textContent())!) as {
    challengeId: string;
    dfp: string;
  };
  const reply = await request.get(
    `${SLIDER_DEV_ANSWER_PATH}?challengeId=${encodeURIComponent(data.challengeId)}&dfp=${encodeURIComponent(data.dfp)}`,
  );
  return ((await reply.json()) as { data: { gapLeft: number } }).data.gapLeft;
}

/** Drags the handle by `distance` as a hand does: fast, then slower, a little overshoot, wobbling up and down. */
async function dragLikeAPerson(page: Page, handle: Locator, distance: number) {
  const box = (await handle.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  const legs: [number, number, number, number][] = [
    [0.55, 1, 6, 40],
    [0.85, -1, 6, 80],
    [1, 2, 5, 120],
    [1.03, 1, 3, 150],
  ];
  for (const [share, wobble, steps, pauseMs] of legs) {
    await page.mouse.move(x + distance * share, y + wobble, { steps });
    await page.waitForTimeout(pauseMs);
  }
  await page.mouse.move(x + distance, y, { steps: 2 });
  await page.mouse.up();
}

/** Opens the slider page and records what it posts (opened on its own, it posts to itself). */
async function openSlider(page: Page, request: APIRequestContext, dfp: string, lang = 'en') {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(`${SLIDER_PAGE_PATH}?lang=${lang}&dfp=${dfp}`);
  await page.evaluate(() => {
    const posted: unknown[] = [];
    (window as unknown as { posted: unknown[] }).posted = posted;
    window.addEventListener('message', (event) => posted.push(event.data));
  });
  return {
    gap: await gapOf(request, page),
    violations,
    posted: () => page.evaluate(() => (window as unknown as { posted: unknown[] }).posted),
  };
}

test.describe('the slider page', () => {
  test('is solved by dragging the piece to the gap like a person, and posts its signed result', async ({
    page,
    request,
  }) => {
    const slider = await openSlider(page, request, await newDevice(request));
    await expect(page.locator('img')).toHaveCount(2);
    await dragLikeAPerson(page, page.getByRole('slider', { name: text('en', 'risk.slider.instruction') }), slider.gap);
    await expect(page.getByRole('status')).toHaveText(text('en', 'risk.slider.passed'));
    expect(await slider.posted()).toEqual([
      { type: SLIDER_MESSAGE_TYPE, result: expect.stringMatching(/^[\w-]+\.[\w-]+$/) },
    ]);
    expect(slider.violations).toEqual([]);
  });

  test('refuses a robot’s even, level drag, though it ends on the gap', async ({ page, request }) => {
    const slider = await openSlider(page, request, await newDevice(request));
    const box = (await page.getByRole('slider').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 20; step += 1) {
      await page.mouse.move(box.x + box.width / 2 + (slider.gap * step) / 20, box.y + box.height / 2);
      await page.waitForTimeout(25);
    }
    await page.mouse.up();
    await expect(page.getByRole('status')).toHaveText(text('en', 'risk.slider.notMatched'));
    expect(await slider.posted()).toEqual([]);
  });

  test('is solved by keyboard alone, at a person’s uneven pace', async ({ page, request }) => {
    const slider = await openSlider(page, request, await newDevice(request), 'zhTw');
    await page.keyboard.press('Tab');
    const handle = page.getByRole('slider');
    await expect(handle).toBeFocused();
    for (let moved = 0; moved + 2 <= slider.gap; moved += 2) {
      await handle.press('ArrowRight');
      // The pause before a held key repeats, then the steady repeat.
      await page.waitForTimeout(moved === 0 ? 400 : 10);
    }
    await expect(handle).toHaveAttribute('aria-valuenow', String(slider.gap - (slider.gap % 2)));
    await handle.press('Enter');
    await expect(page.getByRole('status')).toHaveText(text('zhTw', 'risk.slider.passed'));
    expect(await slider.posted()).toHaveLength(1);
  });

  test('says so when the piece misses, and offers a new puzzle', async ({ page, request }) => {
    const slider = await openSlider(page, request, await newDevice(request));
    const handle = page.getByRole('slider');
    await handle.focus();
    // The gap is never at the start of the track, so back at Home the piece misses it.
    await handle.press('ArrowRight');
    await handle.press('Home');
    await page.waitForTimeout(400);
    await handle.press('Enter');
    await expect(page.getByRole('status')).toHaveText(text('en', 'risk.slider.notMatched'));
    await expect(page.getByRole('button', { name: text('en', 'risk.slider.retry') })).toBeVisible();
    expect(await slider.posted()).toEqual([]);
  });
});

test.describe('the slider in the site', () => {
  test('after repeated wrong passwords, the login asks for the slider, and solving it logs in', async ({
    page,
    request,
  }) => {
    await page.goto('/en/account');
    const account = page.getByRole('textbox', { name: text('en', 'account.login.account') });
    const password = page.getByRole('textbox', { name: text('en', 'account.login.password') });
    const submit = page.getByRole('button', { name: text('en', 'account.login.submit') });
    await account.fill('13600136000');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await password.fill(`Wrong#Pass${attempt}`);
      const answered = page.waitForResponse(
        (response) => response.url().includes('loginByPassword') && response.request().method() === 'POST',
      );
      await submit.click();
      await answered;
    }
    await password.fill('Hbhk@2026');
    await submit.click();
    const dialog = page.getByRole('dialog', { name: text('en', 'risk.slider.title') });
    await expect(dialog).toBeVisible();
    const slider = page.frameLocator(`iframe[title="${text('en', 'risk.slider.frameTitle')}"]`);
    const handle = slider.getByRole('slider');
    await expect(handle).toBeVisible();
    await dragLikeAPerson(page, handle, await gapOf(request, slider));
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/\/account/);
  });
});
