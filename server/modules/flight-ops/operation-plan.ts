import { createHash } from 'node:crypto';
import { DELAY_THRESHOLD_MINUTES, type DelayReason } from '../../../contract/calls/flight-status';
import { gateOf } from './departure-gate';

/**
 * The operations simulator's decision for one dated flight: how late it leaves, whether it is cancelled,
 * diverted or returns, and when each of its times falls. Deterministic: the same flight and day always
 * draw the same numbers (seeded from number and date), so every server instance and every test agrees.
 * A late inbound aircraft makes the leg it flies next late (rotation).
 */
export interface PlannedFlight {
  flightNo: string;
  flightDate: string;
  departureAt: Date;
  arrivalAt: Date;
  aircraftType: string;
}

export interface ForcedOperation {
  delayMinutes: number | null;
  cancel: boolean;
  reason: DelayReason | null;
}

export type Outcome = 'normal' | 'diverted' | 'returned';

export interface OperationPlan {
  canceled: boolean;
  outcome: Outcome;
  reason: DelayReason | null;
  delayMinutes: number;
  /** From this instant the delay or cancellation is announced (estimates shown, status changes). */
  knownAt: Date;
  registration: string;
  gate: string;
  checkInCounters: string;
  baggageBelt: string;
  scheduled: LegTimes;
  planned: LegTimes;
}

export interface LegTimes {
  offBlock: Date;
  takeOff: Date;
  landing: Date;
  onBlock: Date;
}

const MINUTE = 60_000;
const SCHEDULED_TAXI_OUT = 15;
const SCHEDULED_TAXI_IN = 8;
/** The least time an aircraft needs on the ground between two legs. */
export const MINIMUM_TURNAROUND_MINUTES = 35;
/** Delays and cancellations are announced this long before the scheduled departure. */
const ANNOUNCED_HOURS_BEFORE = 3;
const CANCELLATION_ANNOUNCED_HOURS_BEFORE = 6;

/** mulberry32 over a SHA-256 seed: a small, well-mixed generator whose sequence depends only on the seed. */
export function seededRandom(seed: string): () => number {
  let state = createHash('sha256').update(seed).digest().readUInt32BE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

// Own causes of delay, weighted roughly as CAAC's yearly statistics rank them (late aircraft comes from rotation).
const OWN_REASONS: readonly [DelayReason, number][] = [
  ['weather', 0.3],
  ['atc', 0.35],
  ['technical', 0.12],
  ['crew', 0.08],
  ['airport', 0.15],
];

function pickReason(random: () => number): DelayReason {
  let draw = random();
  for (const [reason, weight] of OWN_REASONS) {
    if ((draw -= weight) < 0) return reason;
  }
  return 'atc';
}

/** The flight's own luck: ~80 % on time, delays mostly under an hour with a long tail, ~2 % cancelled. */
function drawOwnFate(random: () => number): {
  canceled: boolean;
  outcome: Outcome;
  delayMinutes: number;
  reason: DelayReason | null;
} {
  const roll = random();
  const reason = pickReason(random);
  if (roll < 0.02) return { canceled: true, outcome: 'normal', delayMinutes: 0, reason };
  if (roll < 0.024)
    return { canceled: false, outcome: 'diverted', delayMinutes: Math.floor(random() * 10), reason: 'weather' };
  if (roll < 0.027)
    return { canceled: false, outcome: 'returned', delayMinutes: Math.floor(random() * 10), reason: 'technical' };
  if (roll < 0.2) {
    // Exponential tail: a mean of ~45 minutes over the threshold, capped at six hours.
    const minutes = DELAY_THRESHOLD_MINUTES + 5 + Math.floor(-Math.log(1 - random()) * 45);
    return { canceled: false, outcome: 'normal', delayMinutes: Math.min(minutes, 360), reason };
  }
  return { canceled: false, outcome: 'normal', delayMinutes: Math.floor(random() * 12), reason: null };
}

function registrationOf(seed: string, aircraftType: string): string {
  const prefix = { '738': '5', '320': '6', E90: '32' }[aircraftType] ?? '7';
  const digits = String(Math.floor(seededRandom(`reg/${seed}`)() * 10_000)).padStart(4, '0');
  return `B-${(prefix + digits).slice(0, 4)}`;
}

function addMinutes(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() + minutes * MINUTE);
}

export function scheduledTimes(flight: PlannedFlight): LegTimes {
  return {
    offBlock: flight.departureAt,
    takeOff: addMinutes(flight.departureAt, SCHEDULED_TAXI_OUT),
    landing: addMinutes(flight.arrivalAt, -SCHEDULED_TAXI_IN),
    onBlock: flight.arrivalAt,
  };
}

/**
 * The plan of one leg. `inbound` is the plan of the leg that brings its aircraft (null for the first leg
 * of the day's rotation); `forced` the development levers.
 */
export function planOperation(
  flight: PlannedFlight,
  inbound: OperationPlan | null,
  forced: ForcedOperation | null,
): OperationPlan {
  const seed = `${flight.flightNo}/${flight.flightDate}`;
  const random = seededRandom(seed);
  const own = drawOwnFate(random);
  const scheduled = scheduledTimes(flight);
  let { canceled, delayMinutes, reason } = own;
  let knownAt = addMinutes(
    flight.departureAt,
    -(canceled ? CANCELLATION_ANNOUNCED_HOURS_BEFORE : ANNOUNCED_HOURS_BEFORE) * 60,
  );
  if (forced?.cancel) [canceled, reason, knownAt] = [true, forced.reason ?? 'weather', new Date(0)];
  if (forced?.delayMinutes != null)
    [delayMinutes, reason, knownAt] = [
      forced.delayMinutes,
      forced.delayMinutes > 0 ? (forced.reason ?? 'weather') : null,
      new Date(0),
    ];
  if (inbound && !canceled) {
    const aircraftReady = addMinutes(inbound.planned.onBlock, MINIMUM_TURNAROUND_MINUTES);
    const propagated = Math.ceil((aircraftReady.getTime() - scheduled.offBlock.getTime()) / MINUTE);
    if (inbound.canceled || inbound.outcome !== 'normal')
      [canceled, reason, knownAt] = [true, 'lateAircraft', inbound.knownAt];
    else if (propagated > delayMinutes)
      [delayMinutes, reason, knownAt] = [
        propagated,
        'lateAircraft',
        inbound.knownAt < knownAt ? inbound.knownAt : knownAt,
      ];
  }
  const taxiOut = 10 + Math.floor(random() * 12);
  const airborne = (scheduled.landing.getTime() - scheduled.takeOff.getTime()) / MINUTE + Math.floor(random() * 17) - 8;
  const taxiIn = 5 + Math.floor(random() * 8);
  const offBlock = addMinutes(scheduled.offBlock, delayMinutes);
  const takeOff = addMinutes(offBlock, taxiOut);
  // A return lands back at the origin after some 40 minutes; a diversion lands at the alternate about on time.
  const landing = addMinutes(takeOff, own.outcome === 'returned' && !canceled ? 40 : airborne);
  const registrationSeed = inbound?.registration ?? seed;
  return {
    canceled,
    outcome: canceled ? 'normal' : own.outcome,
    reason: canceled || delayMinutes >= DELAY_THRESHOLD_MINUTES || own.outcome !== 'normal' ? reason : null,
    delayMinutes: canceled ? 0 : delayMinutes,
    knownAt,
    registration: inbound ? inbound.registration : registrationOf(registrationSeed, flight.aircraftType),
    gate: gateOf(flight.flightNo, flight.flightDate),
    checkInCounters: countersOf(random),
    baggageBelt: String(1 + Math.floor(random() * 12)),
    scheduled,
    planned: { offBlock, takeOff, landing, onBlock: addMinutes(landing, taxiIn) },
  };
}

function countersOf(random: () => number): string {
  const row = 'ABCDEFGH'[Math.floor(random() * 8)]!;
  const first = 1 + Math.floor(random() * 20);
  return `${row}${first}–${row}${first + 3}`;
}
