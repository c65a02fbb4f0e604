import * as z from 'zod';

/**
 * Development lever (DEV_TOOLS=on, loopback): moves the clock for one browser only. The offset travels in a
 * cookie, so a browser test can let a week pass without moving the time of the tests running beside it.
 */
export const DEV_CLOCK_CALLS = { travel: '/dev/clock/travel' } as const;
export const DEV_CLOCK_COOKIE = 'dev_clock_offset';
/** Hours from now (0 returns to the real time); at most about three years either way. */
export const clockTravelPayload = z.object({ offsetHours: z.number().int().min(-26_280).max(26_280) });
