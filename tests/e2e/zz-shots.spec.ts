import { test } from './support/site-test';
import { disruptedTrip } from '../model/disruption-steps';
import { newMember } from './support/new-member';

test.use({ viewport: { width: 390, height: 844 } });
test('shots', async ({ page, request }) => {
  test.setTimeout(240_000);
  const mobile = await newMember(page, request);
  const trip = await disruptedTrip(request, mobile, 'canceled');
  for (const [locale, prefix] of [['zhCn', ''], ['zhTw', '/zhTw'], ['en', '/en']]) {
    for (const [name, path] of [
      ['disruption', `/disruption?orderNo=${trip.orderNo}`],
      ['change', `/order/change?orderNo=${trip.orderNo}`],
      ['orderInfo', `/orderInfo?orderNo=${trip.orderNo}`],
      ['myOrder', `/member/myOrder`],
    ]) {
      await page.goto(prefix + path);
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/work/shots/${name}-${locale}.png`, fullPage: true });
    }
  }
});
