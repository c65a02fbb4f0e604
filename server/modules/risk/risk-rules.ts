/** The risk engine's limits, in one place so docs/risk-control.md and the tests read the same numbers. */
const MINUTE = 60_000;

export const RISK_TOKEN_TTL_MS = 2 * 60 * MINUTE;
export const SLIDER_CHALLENGE_TTL_MS = 5 * MINUTE;
export const SLIDER_PASS_TTL_MS = 2 * MINUTE;

/** Where the drag must end: within this many pixels of the gap, taking at least/at most this long. */
export const SLIDER_TOLERANCE_PX = 6;
export const SLIDER_MIN_DURATION_MS = 300;
export const SLIDER_MAX_DURATION_MS = 30_000;
/**
 * How a person's drag differs from a robot's straight line: at least this many points, a pace that varies
 * (the coefficient of variation of a pointer's speed, or of the time between key presses) and, for a
 * pointer, a hand that wobbles up or down.
 */
export const SLIDER_HUMAN_TRACK = { minPoints: 6, minPaceVariation: 0.25, minVerticalWobblePx: 1 } as const;
export const SLIDER_TRACK_PX = 280;
export const SLIDER_PIECE_PX = 44;
export const SLIDER_PICTURE_HEIGHT_PX = 140;

/** Wrong slider answers from one device before it is refused ('1401') for the rest of the window. */
export const SLIDER_FAILURE_LIMIT = 5;
export const SLIDER_FAILURE_WINDOW_MS = 10 * MINUTE;

export type GuardedAction =
  'login' | 'smsCode' | 'tripLookup' | 'ticketVerify' | 'caseLookup' | 'feedback' | 'delayLookup' | 'delayCode';
export type AttemptScope = 'subject' | 'device' | 'address';

export interface ActionRule {
  /** Which recorded outcomes count towards the limits: login counts failures, SMS codes every request. */
  counts: readonly ('failure' | 'success')[];
  windowMs: number;
  /** From this many counted attempts in the window on, each further attempt needs a solved slider. */
  sliderFrom: Record<AttemptScope, number>;
  /**
   * From this many counted attempts of a device or an address in delay.windowMs on, that source waits after
   * each one: firstMs, doubling per further attempt up to maxMs ('1401'; a slider pass does not shorten it).
   * Never keyed by the account alone, so a stranger's failures cannot keep its owner out.
   */
  delay?: { from: Partial<Record<AttemptScope, number>>; windowMs: number; firstMs: number; maxMs: number };
  /** From this many counted attempts on a subject in windowMs, the subject is refused ('1404'). */
  lock?: { from: number; windowMs: number };
}

/** How a guessing device or address waits: 30 s after an attempt, doubling up to 15 minutes, counted over a day. */
const GUESSER_WAIT = { windowMs: 24 * 60 * MINUTE, firstMs: 30_000, maxMs: 15 * MINUTE };

/**
 * A number looked up with a second fact (an e-ticket with a name, a complaint's reference with a mobile code):
 * one number tried with several facts, or many numbers from one source, is guessing. The guesser waits, never
 * the number: a lock on it would let anyone keep its owner from looking it up.
 */
const NUMBER_GUESSING: ActionRule = {
  counts: ['failure'],
  windowMs: 30 * MINUTE,
  sliderFrom: { subject: 3, device: 5, address: 20 },
  delay: { from: { device: 10, address: 30 }, ...GUESSER_WAIT },
};

export const ACTION_RULES: Record<GuardedAction, ActionRule> = {
  // An address is shared (an office's NAT, a carrier's CGNAT): its failures ask for the slider, never a wait,
  // so one guesser there cannot keep every member behind it from a right password. The guesser's device waits.
  login: {
    counts: ['failure'],
    windowMs: 30 * MINUTE,
    sliderFrom: { subject: 3, device: 5, address: 20 },
    delay: { from: { device: 10 }, ...GUESSER_WAIT },
  },
  // Never a lock on the mobile: strangers' requests would keep its owner from every code. The mobile's daily
  // budget is split between its owner and everyone else (accounts/check-code-limits.ts).
  smsCode: {
    counts: ['failure', 'success'],
    windowMs: 60 * MINUTE,
    sliderFrom: { subject: 2, device: 3, address: 10 },
  },
  /** Delay certificate applications: a ticket or document number tried with names that do not match. Never a
   * lock, as for check-in: anyone could otherwise lock a traveller out of their own certificate. */
  delayLookup: {
    counts: ['failure'],
    windowMs: 30 * MINUTE,
    sliderFrom: { subject: 3, device: 5, address: 20 },
  },
  /** Certificate codes that do not exist: each guess is another code, so the device and address carry the count. */
  delayCode: {
    counts: ['failure'],
    windowMs: 30 * MINUTE,
    sliderFrom: { subject: 5, device: 5, address: 20 },
    delay: { from: { device: 10, address: 30 }, ...GUESSER_WAIT },
  },
  // Check-in lookups by ticket or document number (the subject) with a name: a few misses need the slider.
  // Never a lock: anyone could otherwise lock a traveller out of their own check-in.
  tripLookup: {
    counts: ['failure'],
    windowMs: 30 * MINUTE,
    sliderFrom: { subject: 3, device: 3, address: 10 },
  },
  ticketVerify: NUMBER_GUESSING,
  caseLookup: NUMBER_GUESSING,
  /** Complaints, praise and suggestions: every case filed counts, per contact mobile, device and address. */
  feedback: {
    counts: ['failure', 'success'],
    windowMs: 60 * MINUTE,
    sliderFrom: { subject: 2, device: 3, address: 10 },
    lock: { from: 10, windowMs: 24 * 60 * MINUTE },
  },
};

/** Every window some rule reads attempts in: older rows count for nothing. */
export const LONGEST_ATTEMPT_WINDOW_MS = Math.max(
  ...Object.values(ACTION_RULES).flatMap((rule) => [
    rule.windowMs,
    rule.delay?.windowMs ?? 0,
    rule.lock?.windowMs ?? 0,
  ]),
);

/** How long a source waits after its latest attempt, once it has made `made` of them in the delay window. */
export function delayAfter(rule: NonNullable<ActionRule['delay']>, from: number, made: number): number {
  return made < from ? 0 : Math.min(rule.maxMs, rule.firstMs * 2 ** (made - from));
}
