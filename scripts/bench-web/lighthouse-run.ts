import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** Debian's Chromium with the flags every browser run here uses (playwright.config.ts). */
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface PageFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
}

/**
 * One Lighthouse performance run, mobile preset (its default: phone screen, simulated slow 4G) with the CPU
 * slowed 2×, which on this machine matches a mid-range phone (STACK-NOTES.md; the default 4× overstates
 * blocking time 2–3×). A fresh browser each run, so no cache or storage carries over.
 */
export async function lighthouseRun(url: string): Promise<PageFigures> {
  try {
    return await lighthouseRunOnce(url);
  } catch (error) {
    // Now and then Chromium records no navigation start in the trace (Lighthouse's NO_NAVSTART): that run
    // measured nothing, so it is run again once; any other failure, or a second one, stops the benchmark.
    if (!String(error).includes('NO_NAVSTART')) throw error;
    return lighthouseRunOnce(url);
  }
}

async function lighthouseRunOnce(url: string): Promise<PageFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      {
        extends: 'lighthouse:default',
        settings: {
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
      },
    );
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

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
