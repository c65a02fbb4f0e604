import { test as base, expect, type Browser, type BrowserContext } from '@playwright/test';
import { callFromOwnAddress } from './visitor-address';

export { expect };

/**
 * The `test` of every browser spec: the site runs under its real Content Security Policy, and any violation
 * in any page or frame of the test (the SPA, the slider iframe, the sandbox gateway) fails the test.
 * Violations are caught twice: the page's `securitypolicyviolation` event, and the console line Chromium
 * writes for each (which also covers one raised before a page's first script ran).
 *
 * Each browser context calls from an address of its own (visitor-address.ts), unless a test sets
 * `ownAddress: false`: the development clock moves only for callers on this machine, and a forwarded caller
 * is not one (server/calls/dev-tools.ts). The `request` fixture always calls from this machine, so the
 * development calls answer it.
 */
export const test = base.extend<{ cspViolations: string[]; ownAddress: boolean }>({
  ownAddress: [true, { option: true }],
  cspViolations: [
    async ({ context, browser, ownAddress }, use, testInfo) => {
      const violations: string[] = [];
      const prepare = async (opened: BrowserContext) => {
        await watchCsp(opened, violations);
        if (ownAddress) await callFromOwnAddress(opened, testInfo.workerIndex);
      };
      await prepare(context);
      // Contexts a test opens itself (two travellers side by side) are watched, and get their own address.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
        const opened = await newContext(...args);
        await prepare(opened);
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
