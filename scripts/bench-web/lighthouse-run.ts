import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { navigation, type Config, type RunnerResult } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium-setup';

export interface PageFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
}

/**
 * Lighthouse's mobile preset (phone screen, simulated slow 4G) with the CPU slowed 2×, which on this machine
 * matches a mid-range phone (STACK-NOTES.md; the default 4× overstates blocking time 2–3×).
 */
const MOBILE_CPU_2X: Config = {
  extends: 'lighthouse:default',
  settings: {
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    throttling: {
      rttMs: 150,
      throughputKbps: 1638.4,
      cpuSlowdownMultiplier: 2,
      requestLatencyMs: 562.5,
      downloadThroughputKbps: 1474.56,
      uploadThroughputKbps: 675,
    },
  },
};

/** What a signed-in page needs before it is measured: a member logged in, in the tab Lighthouse then uses. */
export type SignIn = (page: Page) => Promise<void>;

/**
 * One Lighthouse performance run, in a fresh browser, so no cache or storage carries over. With `signIn`, the
 * member logs in first in the same tab (the session lives in the tab's session storage); the HTTP cache is
 * then emptied, so the measured page loads as cold as the others, only logged in.
 */
export async function lighthouseRun(url: string, signIn?: SignIn): Promise<PageFigures> {
  try {
    return await lighthouseRunOnce(url, signIn);
  } catch (error) {
    // Now and then Chromium records no navigation start in the trace (Lighthouse's NO_NAVSTART): that run
    // measured nothing, so it is run again once; any other failure, or a second one, stops the benchmark.
    if (!String(error).includes('NO_NAVSTART')) throw error;
    return lighthouseRunOnce(url, signIn);
  }
}

async function lighthouseRunOnce(url: string, signIn: SignIn | undefined): Promise<PageFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = signIn
      ? await signedInRun(chrome.port, url, signIn)
      : await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }, MOBILE_CPU_2X);
    const lhr = result!.lhr;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: lhr.categories.performance?.score ?? 0,
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      bytes: audit('total-byte-weight'),
    };
  } finally {
    await chrome.kill();
  }
}

async function signedInRun(port: number, url: string, signIn: SignIn): Promise<RunnerResult | undefined> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await signIn(page);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    // Storage stays (the session); the cache went above.
    return await navigation(page, url, {
      config: MOBILE_CPU_2X,
      flags: { disableStorageReset: true, logLevel: 'error' },
    });
  } finally {
    await browser.disconnect();
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
