import type { QueryClient } from '@tanstack/react-query';
import { PAGE_BOOT_ELEMENT_ID, type PageBoot } from '../../contract/page-boot';
import { homeAdvertsQueryOptions } from './adverts';
import { systemInitQueryOptions } from './airports';
import type { KeyValueStore } from './api-effects';
import { storedFingerprint, storeFingerprint } from './device-identity';

/** The boot the server wrote into this page (server/site/page-boot.ts); none in development or a broken page. */
export function readPageBoot(doc: Document): PageBoot | undefined {
  const text = doc.getElementById(PAGE_BOOT_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PageBoot;
  } catch {
    return undefined;
  }
}

/**
 * Before the first call: a browser without a fingerprint takes the one the page came with, so its first calls
 * (sent in parallel) neither bounce off '003' nor register a device each; the replies the page came with go
 * into the query cache, so its first paint waits on no call.
 */
export function applyPageBoot(
  boot: PageBoot | undefined,
  app: { stores: { localStorage: KeyValueStore; sessionStorage: KeyValueStore }; queryClient: QueryClient },
): void {
  if (!boot) return;
  if (!storedFingerprint(app.stores).dfp) storeFingerprint(app.stores, boot.device);
  if (boot.systemInit) app.queryClient.setQueryData(systemInitQueryOptions().queryKey, boot.systemInit);
  if (boot.home) app.queryClient.setQueryData(homeAdvertsQueryOptions(boot.home.locale).queryKey, boot.home.adverts);
}
