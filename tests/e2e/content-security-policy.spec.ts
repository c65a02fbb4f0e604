import { expect, test } from './support/site-test';

test.describe('the content security policy in the browser', () => {
  test("lets the design system's styles apply (each <style> carries the page's nonce) and blocks a script injected inline", async ({
    page,
    cspViolations,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('main')).toBeVisible();
    const styles = await page.evaluate(() => [...document.querySelectorAll('style')].map((style) => style.nonce));
    expect(styles.length).toBeGreaterThan(0);
    expect(styles.every((nonce) => nonce.length > 0)).toBe(true);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
    expect(cspViolations.join('\n')).toContain('script-src');
    // The violation was the point of this test: the shared watch would otherwise fail it.
    cspViolations.length = 0;
  });
});
