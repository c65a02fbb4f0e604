import type { BrowserContext } from '@playwright/test';

/**
 * The header the browser tests' server believes (its TRUST_PROXY is loopback) for the caller's address. Every
 * test's browser is a visitor of its own: the per-address counters of the risk engine (a slider from the 10th
 * SMS code an address asks for in an hour) and the flood limits would otherwise add up all the tests of a
 * run into one visitor, and a late test's code request waits on a slider nobody solves.
 */
export const VISITOR_ADDRESS_HEADER = 'x-forwarded-for';

let visitors = 0;

/** A fresh address in 10.0.0.0/8 for each context a worker opens (workers never share one). */
export function nextVisitorAddress(workerIndex: number): string {
  visitors += 1;
  return `10.${workerIndex % 256}.${(visitors >> 8) % 256}.${visitors % 256}`;
}

export async function callFromOwnAddress(context: BrowserContext, workerIndex: number): Promise<void> {
  await context.setExtraHTTPHeaders({ [VISITOR_ADDRESS_HEADER]: nextVisitorAddress(workerIndex) });
}
