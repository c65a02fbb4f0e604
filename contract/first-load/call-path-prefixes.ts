/** The prefixes of spec 7's calls. Form-envelope calls live under /mid_website and /adsserDds. */
export const mid = (path: string) => `/mid_website/${path}` as const;
export const gateway = (path: string) => `/adsserDds/${path}` as const;

/**
 * member-ffp account, passenger, wallet-passenger and customer calls share their service's prefix; the points
 * mall (not named by spec 7) is a group of the same service.
 */
export const memberFfp = (
  group: 'accountInfo' | 'passenger' | 'walletPassenger' | 'customer' | 'pointMall',
  call: string,
) => `/member-ffp/${group}/${call}` as const;

export const luggageCall = (call: string) => `/zuul/luggage/v1/${call}` as const;
export const mealCall = (call: string) => `/zuul/meal/v1/${call}` as const;
