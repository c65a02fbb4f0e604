import { DELAY_THRESHOLD_MINUTES, type OperationStatus } from '../../../contract/calls/flight-status';
import type { flightOperations } from '../../db/schema/flight-operations';
import { reasonText } from './reason-texts';
import type { OperationPlan } from './operation-plan';

export type OperationRow = typeof flightOperations.$inferSelect;
type Facts = Pick<OperationRow, 'actualOffBlock' | 'actualTakeOff' | 'actualLanding' | 'actualOnBlock' | 'canceledAt'>;

/** Boarding starts this long before the (estimated) off-block time. */
const BOARDING_MINUTES = 40;

const reached = (instant: Date, now: Date) => (now.getTime() >= instant.getTime() ? instant : null);

/**
 * What the plan has made happen by `now`, merged with the facts already recorded: a recorded fact always
 * wins (it is never rewritten), a new one is added when its time has come.
 */
export function factsAt(plan: OperationPlan, now: Date, recorded: Facts | null): Facts {
  const canceledAt =
    recorded?.canceledAt ?? (plan.canceled ? reached(plan.knownAt.getTime() > 0 ? plan.knownAt : now, now) : null);
  if (canceledAt && !recorded?.actualOffBlock)
    return { actualOffBlock: null, actualTakeOff: null, actualLanding: null, actualOnBlock: null, canceledAt };
  return {
    canceledAt: recorded?.canceledAt ?? null,
    actualOffBlock: recorded?.actualOffBlock ?? reached(plan.planned.offBlock, now),
    actualTakeOff: recorded?.actualTakeOff ?? reached(plan.planned.takeOff, now),
    actualLanding: recorded?.actualLanding ?? reached(plan.planned.landing, now),
    actualOnBlock: recorded?.actualOnBlock ?? reached(plan.planned.onBlock, now),
  };
}

export function statusOf(plan: OperationPlan, facts: Facts, now: Date): OperationStatus {
  if (facts.canceledAt && !facts.actualOffBlock) return 'canceled';
  if (facts.actualLanding && plan.outcome !== 'normal') return plan.outcome;
  if (facts.actualOnBlock) return 'arrived';
  if (facts.actualOffBlock) return 'departed';
  const boardingFrom = plan.planned.offBlock.getTime() - BOARDING_MINUTES * 60_000;
  if (now.getTime() >= boardingFrom) return 'boarding';
  return isAnnounced(plan, now) && plan.delayMinutes >= DELAY_THRESHOLD_MINUTES ? 'delayed' : 'scheduled';
}

function isAnnounced(plan: OperationPlan, now: Date): boolean {
  return now.getTime() >= plan.knownAt.getTime();
}

/** The row the simulator writes for a flight at `now` (the upsert keeps recorded facts). */
export function operationRow(flightId: number, plan: OperationPlan, now: Date, recorded: OperationRow | null) {
  const facts = factsAt(plan, now, recorded);
  const status = statusOf(plan, facts, now);
  const announced = isAnnounced(plan, now) || Boolean(facts.actualOffBlock);
  const estimate = (instant: Date) => (announced && status !== 'canceled' ? instant : null);
  // Before the announcement the public sees the schedule; afterwards the plan, whose reason is known too.
  const delayMinutes = facts.actualOffBlock
    ? Math.max(0, Math.round((facts.actualOffBlock.getTime() - plan.scheduled.offBlock.getTime()) / 60_000))
    : announced
      ? plan.delayMinutes
      : 0;
  const showsReason =
    status === 'canceled' || status === 'diverted' || status === 'returned' || delayMinutes >= DELAY_THRESHOLD_MINUTES;
  const reason = showsReason ? plan.reason : null;
  return {
    flightId,
    status,
    reasonCode: reason,
    reasonText: reason ? reasonText(reason) : null,
    delayMinutes,
    registration: plan.registration,
    gate: plan.gate,
    checkInCounters: plan.checkInCounters,
    baggageBelt: plan.baggageBelt,
    scheduledOffBlock: plan.scheduled.offBlock,
    scheduledTakeOff: plan.scheduled.takeOff,
    scheduledLanding: plan.scheduled.landing,
    scheduledOnBlock: plan.scheduled.onBlock,
    estimatedOffBlock: estimate(plan.planned.offBlock),
    estimatedTakeOff: estimate(plan.planned.takeOff),
    estimatedLanding: estimate(plan.planned.landing),
    estimatedOnBlock: estimate(plan.planned.onBlock),
    ...facts,
    updatedAt: now,
  };
}
