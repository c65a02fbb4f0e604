/**
 * The catalogue areas the home page needs for its first paint: the shell, the home page and the request
 * client's errors. Each locale's start chunk (catalogues/<locale>-start.ts) holds exactly these; every other
 * area is in catalogues/<locale>.ts, loaded before any other page and in the background on the home page.
 * The footer and the side box (area 'frame') are not in the first paint: they show when it arrives.
 */
export const START_AREAS = ['shell', 'home', 'errors'] as const;

/** 'start': the start areas only (the home page's first paint); 'all': every area. */
export type CatalogueParts = 'start' | 'all';

/**
 * Areas in neither chunk: the feature that needs them loads them itself when it shows (flowNames: the
 * names of every state and event of every flow, ~5 kB gzip per locale that only /flows reads).
 */
export const LAZY_AREAS = ['flowNames'] as const;
