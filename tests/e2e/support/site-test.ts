import { test as base, expect, type Browser, type BrowserContext } from '@playwright/test';

export { expect };

/**
 * The `test` of every browser spec: the site runs under its real Content Security Policy, and any violation
 * in any page or frame of the test (the SPA, the slider iframe, the sandbox gateway) fails the test.
 * Violations are caught twice: the page's `securitypolicyviolation` event, and the console line Chromium
 * writes for each (which also covers one raised before a page's first script ran).
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      await watchCsp(context, violations);
      // Contexts a test opens itself (two travellers side by side) are watched as well.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
        const opened = await newContext(...args);
        await watchCsp(opened, violations);
        return opened;
      };
      await use(violations);
      browser.newContext = newContext;
      expect(violations, 'Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

async function watchCsp(context: BrowserContext, violations: string[]): Promise<void> {
  await context.exposeBinding('__reportCspViolation', ({ frame }, report: string) => {
    violations.push(`${frame.url()}: ${report}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (report: string) => void }).__reportCspViolation;
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      );
    });
  });
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
}
