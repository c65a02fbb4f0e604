/**
 * The catalogue areas the home page needs for its first paint: the shell, the home page and the request
 * client's errors. Each locale's start chunk (catalogues/<locale>-start.ts) holds exactly these; every other
 * area is in catalogues/<locale>.ts, loaded before any other page and in the background on the home page.
 * The footer and the side box (area 'frame') are not in the first paint: they show when it arrives.
 */
export const START_AREAS = ['shell', 'home', 'errors'] as const;

/** 'start': the start areas only (the home page's first paint); 'all': every area. */
export type CatalogueParts = 'start' | 'all';
