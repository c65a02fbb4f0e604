/** The risk engine's limits, in one place so the README and the tests read the same numbers. */
const MINUTE = 60_000;

export const RISK_TOKEN_TTL_MS = 2 * 60 * MINUTE;
export const SLIDER_CHALLENGE_TTL_MS = 5 * MINUTE;
export const SLIDER_PASS_TTL_MS = 2 * MINUTE;

/** Where the drag must end: within this many pixels of the gap, taking at least/at most this long. */
export const SLIDER_TOLERANCE_PX = 6;
export const SLIDER_MIN_DURATION_MS = 300;
export const SLIDER_MAX_DURATION_MS = 60_000;
export const SLIDER_TRACK_PX = 280;
export const SLIDER_PIECE_PX = 44;

/** Wrong slider answers from one device before it is refused ('1401') for the rest of the window. */
export const SLIDER_FAILURE_LIMIT = 5;
export const SLIDER_FAILURE_WINDOW_MS = 10 * MINUTE;

export type GuardedAction = 'login' | 'smsCode' | 'tripLookup';
export type AttemptScope = 'subject' | 'device' | 'address';

interface ActionRule {
  /** Which recorded outcomes count towards the limits: login counts failures, SMS codes every request. */
  counts: readonly ('failure' | 'success')[];
  windowMs: number;
  /** From this many counted attempts in the window on, each further attempt needs a solved slider. */
  sliderFrom: Record<AttemptScope, number>;
  /** From this many counted attempts on a subject in lockWindowMs, the subject is refused ('1404'). */
  lockFrom: number;
  lockWindowMs: number;
}

export const ACTION_RULES: Record<GuardedAction, ActionRule> = {
  login: {
    counts: ['failure'],
    windowMs: 30 * MINUTE,
    sliderFrom: { subject: 3, device: 5, address: 20 },
    lockFrom: 10,
    lockWindowMs: 24 * 60 * MINUTE,
  },
  smsCode: {
    counts: ['failure', 'success'],
    windowMs: 60 * MINUTE,
    sliderFrom: { subject: 2, device: 3, address: 10 },
    lockFrom: 10,
    lockWindowMs: 24 * 60 * MINUTE,
  },
  // Check-in lookups by ticket or document number (the subject) with a name: a few misses need the slider.
  // Never a lock: anyone could otherwise lock a traveller out of their own check-in.
  tripLookup: {
    counts: ['failure'],
    windowMs: 30 * MINUTE,
    sliderFrom: { subject: 3, device: 3, address: 10 },
    lockFrom: Number.POSITIVE_INFINITY,
    lockWindowMs: 30 * MINUTE,
  },
};
