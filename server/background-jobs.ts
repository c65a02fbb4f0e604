import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from './clock';
import type { Db } from './db/client';
import { ensureFlightsAhead } from './flight-calendar/ensure-flights-ahead';
import { sweepRiskRecords } from './modules/risk/risk-sweep';
import { expireOverdueOrders } from './modules/orders/order-expiry';
import { PAYMENT_JOBS_EVERY_MS, runPaymentJobs } from './modules/payments/payment-jobs';
import { retryRefundsJob } from './modules/refunds/refund-retry';
import { refreshDueOperations } from './modules/flight-ops/refresh-operations';
import { runPointsJobs } from './modules/points/points-jobs';
import { runAncillaryJobs } from './modules/ancillaries/ancillary-jobs';
import { expireWalletCredits } from './modules/wallet/wallet-expiry';
import { expireOverdueChanges } from './modules/ticket-changes/change-cancel';
import type { Metrics } from './metrics/metrics';
import type { Providers } from './providers/providers';
import { notifyDisruptedTravellers } from './modules/disruption/notify-disrupted';
import { sweepRateLimitCounters } from './rate-limit-store';
import { sweepPastInventoryChanges } from './modules/flight-search/inventory-changes-sweep';

const HOUR = 60 * 60 * 1000;
const FLIGHTS_AHEAD_EVERY_MS = 6 * HOUR;
const RISK_SWEEP_EVERY_MS = HOUR;
const ORDER_EXPIRY_EVERY_MS = 60 * 1000;
const POINTS_JOBS_EVERY_MS = 5 * 60 * 1000;

interface JobDeps {
  db: Db;
  clock: Clock;
  logger: FastifyBaseLogger;
  providers: Providers;
  /** The site's address, for links in what the jobs send. */
  publicUrl: string;
}

/** Every job is idempotent and keeps its state in the database, so several instances may run them side by side. */
const JOBS = {
  // A server that runs for weeks keeps selling 90 days ahead.
  ensureFlightsAhead: {
    everyMs: FLIGHTS_AHEAD_EVERY_MS,
    run: (deps: JobDeps) => ensureFlightsAhead(deps.db, deps.clock),
  },
  sweepRiskRecords: { everyMs: RISK_SWEEP_EVERY_MS, run: (deps: JobDeps) => sweepRiskRecords(deps.db, deps.clock) },
  sweepRateLimitCounters: { everyMs: RISK_SWEEP_EVERY_MS, run: (deps: JobDeps) => sweepRateLimitCounters(deps.db) },
  sweepPastInventoryChanges: {
    everyMs: RISK_SWEEP_EVERY_MS,
    run: (deps: JobDeps) => sweepPastInventoryChanges(deps.db, deps.clock),
  },
  // Unpaid orders past their hold give their seats back.
  expireOverdueOrders: {
    everyMs: ORDER_EXPIRY_EVERY_MS,
    run: (deps: JobDeps) => expireOverdueOrders(deps.db, deps.clock),
  },
  // Unpaid ticket changes past their hold give their new seats back.
  expireOverdueChanges: {
    everyMs: ORDER_EXPIRY_EVERY_MS,
    run: (deps: JobDeps) => expireOverdueChanges(deps.db, deps.clock),
  },
  // Gateway notifications are resent until acknowledged; a paid order that missed ticketing is ticketed.
  runPaymentJobs: { everyMs: PAYMENT_JOBS_EVERY_MS, run: (deps: JobDeps) => runPaymentJobs(deps.db, deps.clock) },
  // Refunds whose money could not be sent when applied are sent again.
  retryRequestedRefunds: { everyMs: ORDER_EXPIRY_EVERY_MS, run: (deps: JobDeps) => retryRefundsJob(deps)() },
  // Flight operations move on with the clock: what has happened is recorded as it happens.
  refreshDueOperations: {
    everyMs: ORDER_EXPIRY_EVERY_MS,
    run: (deps: JobDeps) => refreshDueOperations(deps.db, deps.clock.now()),
  },
  // Travellers of a cancelled or delayed flight are told once per coupon and channel (CCAR-273).
  notifyDisruptedTravellers: {
    everyMs: ORDER_EXPIRY_EVERY_MS,
    run: (deps: JobDeps) => notifyDisruptedTravellers(deps),
  },
  // Checked-in coupons whose flight left become flown and earn points; old points expire; tiers are reviewed yearly.
  runPointsJobs: { everyMs: POINTS_JOBS_EVERY_MS, run: (deps: JobDeps) => runPointsJobs(deps.db, deps.clock) },
  // Luggage and meal orders past their hold give their stock back; refunded tickets and canceled flights refund theirs.
  runAncillaryJobs: { everyMs: ORDER_EXPIRY_EVERY_MS, run: (deps: JobDeps) => runAncillaryJobs(deps.db, deps.clock) },
  // Red envelopes past their expiry give what is left of them back to the ledger.
  expireWalletCredits: {
    everyMs: POINTS_JOBS_EVERY_MS,
    run: (deps: JobDeps) => expireWalletCredits(deps.db, deps.clock),
  },
} as const;

export type JobName = keyof typeof JOBS;

export interface BackgroundJobs {
  stop(): void;
  /** Runs one job's tick now, as its timer would (tests; the timers keep their own rhythm). */
  tick(name: JobName): Promise<void>;
}

/** Work the server does on its own while it runs; each tick is counted, and logged when it changed rows. */
export function startBackgroundJobs(deps: JobDeps & { metrics?: Metrics }): BackgroundJobs {
  const tick = async (name: JobName) => {
    try {
      const moved = rowsMoved(await JOBS[name].run(deps));
      deps.metrics?.jobTicks.inc({ job: name, outcome: 'ok' });
      deps.metrics?.jobRowsMoved.inc({ job: name }, moved);
      if (moved > 0) deps.logger.info({ job: name, rowsMoved: moved }, 'background job moved rows');
    } catch (error) {
      deps.metrics?.jobTicks.inc({ job: name, outcome: 'failed' });
      deps.logger.error({ err: error, job: name }, 'background job failed');
    }
  };
  const timers = (Object.keys(JOBS) as JobName[]).map((name) => {
    const timer = setInterval(() => void tick(name), JOBS[name].everyMs);
    timer.unref();
    return timer;
  });
  return { stop: () => timers.forEach(clearInterval), tick };
}

/** What a job reports, as a count: a number, a list of what it changed, or an object of those. */
export function rowsMoved(result: unknown): number {
  if (typeof result === 'number') return result;
  if (Array.isArray(result)) return result.length;
  if (result && typeof result === 'object')
    return Object.values(result).reduce<number>((sum, part) => sum + rowsMoved(part), 0);
  return 0;
}
