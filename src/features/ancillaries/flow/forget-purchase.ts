import type { AncillaryKind } from '../../../../contract/ancillaries/ancillary-calls';
import { purchaseStorageKey } from './ancillary-pages';

/** Drops the tab's saved purchase of one kind, so the next purchase page starts a new one. */
export function forgetPurchase(kind: AncillaryKind): void {
  try {
    window.sessionStorage.removeItem(purchaseStorageKey(kind));
  } catch {
    // Blocked storage holds nothing to forget.
  }
}
