import type { ApiEffects } from './api-effects';

/** Spec 3: the device code lives in session storage under the key UUID, created once. */
export const DEVICE_CODE_KEY = 'UUID';
/** The server-issued fingerprint and risk token outlive a tab, so they stay in local storage. */
export const DFP_KEY = 'ads.dfp';
export const RISK_TOKEN_KEY = 'ads.token';
export const CUSTOMER_ID_KEY = 'ads.customerId';

type Stores = Pick<ApiEffects, 'sessionStorage' | 'localStorage'>;

function createdOnce(store: ApiEffects['sessionStorage'], key: string): string {
  const existing = store.getItem(key);
  if (existing) return existing;
  const created = crypto.randomUUID();
  store.setItem(key, created);
  return created;
}

export function deviceCode(stores: Stores): string {
  return createdOnce(stores.sessionStorage, DEVICE_CODE_KEY);
}

/** The browser's customer id: one per browser profile, unlike the device code, which is one per tab session. */
export function customerId(stores: Stores): string {
  return createdOnce(stores.localStorage, CUSTOMER_ID_KEY);
}

export function storedFingerprint(stores: Stores): { dfp: string; token: string } {
  return { dfp: stores.localStorage.getItem(DFP_KEY) ?? '', token: stores.localStorage.getItem(RISK_TOKEN_KEY) ?? '' };
}

export function storeFingerprint(stores: Stores, fingerprint: { dfp: string; token: string }): void {
  stores.localStorage.setItem(DFP_KEY, fingerprint.dfp);
  stores.localStorage.setItem(RISK_TOKEN_KEY, fingerprint.token);
}

export function storeRiskToken(stores: Stores, token: string): void {
  stores.localStorage.setItem(RISK_TOKEN_KEY, token);
}
