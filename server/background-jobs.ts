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

const HOUR = 60 * 60 * 1000;
const FLIGHTS_AHEAD_EVERY_MS = 6 * HOUR;
const RISK_SWEEP_EVERY_MS = HOUR;
const ORDER_EXPIRY_EVERY_MS = 60 * 1000;
const POINTS_JOBS_EVERY_MS = 5 * 60 * 1000;

/**
 * Work the server does on its own while it runs. Every job is idempotent and keeps its state in the
 * database, so several instances on one PostgreSQL may run them side by side.
 */
export function startBackgroundJobs(deps: { db: Db; clock: Clock; logger: FastifyBaseLogger }): () => void {
  const timers = [
    // A server that runs for weeks keeps selling 90 days ahead.
    every(FLIGHTS_AHEAD_EVERY_MS, 'ensureFlightsAhead', deps.logger, () => ensureFlightsAhead(deps.db, deps.clock)),
    every(RISK_SWEEP_EVERY_MS, 'sweepRiskRecords', deps.logger, () => sweepRiskRecords(deps.db, deps.clock)),
    // Unpaid orders past their hold give their seats back.
    every(ORDER_EXPIRY_EVERY_MS, 'expireOverdueOrders', deps.logger, () => expireOverdueOrders(deps.db, deps.clock)),
    // Gateway notifications are resent until acknowledged; a paid order that missed ticketing is ticketed.
    every(PAYMENT_JOBS_EVERY_MS, 'runPaymentJobs', deps.logger, () => runPaymentJobs(deps.db, deps.clock)),
    // Refunds whose money could not be sent when applied are sent again.
    every(ORDER_EXPIRY_EVERY_MS, 'retryRequestedRefunds', deps.logger, retryRefundsJob(deps)),
    // Flight operations move on with the clock: what has happened is recorded as it happens.
    every(ORDER_EXPIRY_EVERY_MS, 'refreshDueOperations', deps.logger, () =>
      refreshDueOperations(deps.db, deps.clock.now()),
    ),
    // Checked-in coupons whose flight left become flown and earn points; old points expire; tiers are reviewed yearly.
    every(POINTS_JOBS_EVERY_MS, 'runPointsJobs', deps.logger, () => runPointsJobs(deps.db, deps.clock)),
    // Luggage and meal orders past their hold give their stock back; refunded tickets and canceled flights refund theirs.
    every(ORDER_EXPIRY_EVERY_MS, 'runAncillaryJobs', deps.logger, () => runAncillaryJobs(deps.db, deps.clock)),
    // Red envelopes past their expiry give what is left of them back to the ledger.
    every(POINTS_JOBS_EVERY_MS, 'expireWalletCredits', deps.logger, () => expireWalletCredits(deps.db, deps.clock)),
  ];
  return () => timers.forEach(clearInterval);
}

function every(ms: number, name: string, logger: FastifyBaseLogger, job: () => Promise<unknown>): NodeJS.Timeout {
  const timer = setInterval(() => {
    job().catch((error: unknown) => logger.error({ err: error, job: name }, 'background job failed'));
  }, ms);
  timer.unref();
  return timer;
}
