import type { Page, Request } from '@playwright/test';
import { API_PREFIXES } from '../../contract/api-prefixes';
import { logIn } from '../model/booking-steps';
import { SPEC_ROUTES, type SpecRoute } from '../support/spec-routes';
import { expect, test } from './support/site-test';

const isCall = (request: Request) => {
  const path = new URL(request.url()).pathname;
  return API_PREFIXES.some((prefix) => path.startsWith(`${prefix}/`));
};

/** A page is settled once no call has been in flight for this long. */
const QUIET_MS = 400;

/**
 * Opens `path` afresh (a full load: the SPA's memory and its query cache start empty, the browser's cache of
 * the bundle stays) and returns every call the page sent, as path and body, until it went quiet.
 */
async function callsOnFirstVisit(page: Page, path: string): Promise<string[]> {
  const sent: string[] = [];
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  const onRequest = (request: Request) => {
    if (!isCall(request)) return;
    sent.push(`${new URL(request.url()).pathname} ${request.postData() ?? ''}`);
    inFlight.add(request);
    lastActivity = Date.now();
  };
  const onDone = (request: Request) => {
    if (inFlight.delete(request)) lastActivity = Date.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(() => inFlight.size === 0 && Date.now() - lastActivity >= QUIET_MS, { intervals: [100] })
    .toBe(true);
  page.off('request', onRequest);
  page.off('requestfinished', onDone);
  page.off('requestfailed', onDone);
  return sent;
}

const repeated = (calls: string[]) => [...new Set(calls.filter((call, index) => calls.indexOf(call) !== index))];

/** Routes in a few batches, so both workers share the work and each batch's page keeps the bundle cached. */
const inBatches = (routes: readonly SpecRoute[], count: number) =>
  Array.from({ length: count }, (_, batch) => routes.filter((_, index) => index % count === batch));

const visitorRoutes = ['/', ...SPEC_ROUTES.filter((route) => !route.login).map((route) => route.path)];
const memberRoutes = SPEC_ROUTES.filter((route) => route.login).map((route) => route.path);

test.describe('a first visit to any page sends each call (path and body) once', () => {
  for (const [batch, paths] of inBatches(
    visitorRoutes.map((path) => ({ path, titleKey: '' })),
    2,
  ).entries()) {
    test(`visitor pages, batch ${batch + 1}`, async ({ page }) => {
      test.setTimeout(30_000 + paths.length * 5_000);
      const twice: Record<string, string[]> = {};
      for (const { path } of paths) {
        const calls = await callsOnFirstVisit(page, path);
        if (repeated(calls).length > 0) twice[path] = repeated(calls);
      }
      expect(twice, 'calls sent twice on a first visit, by page').toEqual({});
    });
  }

  for (const [batch, routes] of inBatches(
    memberRoutes.map((path) => ({ path, titleKey: '' })),
    2,
  ).entries()) {
    test(`member pages, batch ${batch + 1}`, async ({ page }) => {
      test.setTimeout(30_000 + routes.length * 5_000);
      await logIn(page);
      const twice: Record<string, string[]> = {};
      for (const { path } of routes) {
        const calls = await callsOnFirstVisit(page, path);
        if (repeated(calls).length > 0) twice[path] = repeated(calls);
      }
      expect(twice, 'calls sent twice on a first visit, by page').toEqual({});
    });
  }
});
