import { expect, test } from './support/site-test';
import type { Locale } from '../../contract/locales';
import { text } from '../support/catalogue';

// Spec 5: a function not built yet says so instead of showing a blank page. /webView/questionData without a
// topic is such a page today (with one, it shows the topic).
for (const locale of ['zhCn', 'zhTw', 'en'] as Locale[]) {
  test(`in ${locale}, a page not built yet says it is not yet developed`, async ({ page }) => {
    await page.goto(locale === 'zhCn' ? '/webView/questionData' : `/${locale}/webView/questionData`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'routes.webView/questionData'));
    await expect(page.getByRole('main').getByRole('status')).toHaveText(text(locale, 'shell.unbuilt'));
  });
}
