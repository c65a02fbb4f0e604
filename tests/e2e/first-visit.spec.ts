import type { Request } from '@playwright/test';
import { API_PREFIXES } from '../../contract/api-prefixes';
import { expect, test } from './support/site-test';

const isCall = (request: Request) => {
  const path = new URL(request.url()).pathname;
  return API_PREFIXES.some((prefix) => path.startsWith(`${prefix}/`));
};

test.describe('a first visit to the home page', () => {
  test('sends each call once, all with the one device the page came with, and asks for the hero picture from the HTML', async ({
    page,
  }) => {
    const calls: { path: string; dfp: string }[] = [];
    const bounced: string[] = [];
    page.on('request', (request) => {
      if (isCall(request)) calls.push({ path: new URL(request.url()).pathname, dfp: request.headers().dfp ?? '' });
    });
    page.on('response', async (response) => {
      if (!isCall(response.request())) return;
      const body = (await response.json().catch(() => ({}))) as { adsCode?: string };
      if (body.adsCode) bounced.push(`${new URL(response.url()).pathname}: ${body.adsCode}`);
    });
    const hero = page.waitForRequest(
      (request) => request.resourceType() === 'image' && request.url().includes('/ads/'),
    );
    await page.goto('/en');
    // The preload in the HTML starts the picture before any script has run.
    expect((await hero).frame()).toBeTruthy();
    await expect(page.getByRole('region', { name: 'Featured offers' })).toBeVisible();
    // The sections below the fold load their data on the way down.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');

    expect(calls.length).toBeGreaterThan(0);
    const paths = calls.map((call) => call.path);
    expect(
      paths.filter((path, index) => paths.indexOf(path) !== index),
      'calls sent twice',
    ).toEqual([]);
    expect(bounced, 'risk codes on a first visit').toEqual([]);
    expect(new Set(calls.map((call) => call.dfp)).size, 'devices').toBe(1);
    expect(calls[0]!.dfp).not.toBe('');
  });
});
