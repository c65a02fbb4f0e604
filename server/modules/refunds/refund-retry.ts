import { and, asc, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { refunds } from '../../db/schema/refunds';
import { sandboxGateway } from '../../providers/payment-sandbox/sandbox-gateway';
import { gatewayPayout } from './gateway-payout';
import { settleRefund, type RefundPayout } from './refund-payout';

const RETRY_AFTER_MS = 60_000;
const BATCH = 50;

/**
 * Sends again the money of refunds left requested (the gateway was down when they were applied). Each is
 * settled on its own, so one that still fails does not hold the others; settling twice pays once.
 */
export async function retryRequestedRefunds(deps: {
  db: Db;
  clock: Clock;
  payout: RefundPayout;
  logger?: FastifyBaseLogger;
}): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - RETRY_AFTER_MS);
  const waiting = await deps.db
    .select()
    .from(refunds)
    .where(and(eq(refunds.status, 'requested'), lte(refunds.requestedAt, before)))
    .orderBy(asc(refunds.requestedAt))
    .limit(BATCH);
  let settled = 0;
  for (const refund of waiting) {
    try {
      if ((await settleRefund(deps, refund)).status === 'refunded') settled += 1;
    } catch (error) {
      deps.logger?.warn({ err: error, refundNo: refund.refundNo }, 'refund payout still failing');
    }
  }
  return settled;
}

/** The background job's form: the sandbox gateway (a refund builds no page address, so no base URL). */
export function retryRefundsJob(deps: { db: Db; clock: Clock; logger: FastifyBaseLogger }): () => Promise<number> {
  const payout = gatewayPayout(deps.db, sandboxGateway({ db: deps.db, clock: deps.clock, baseUrl: '' }));
  return () => retryRequestedRefunds({ ...deps, payout });
}
