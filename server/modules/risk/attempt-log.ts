import { and, count, eq, gt, inArray, lte, max, or } from 'drizzle-orm';
import { riskAttempts } from '../../db/schema/risk';
import type { RiskContext } from './risk-context';
import { ACTION_RULES, LONGEST_ATTEMPT_WINDOW_MS, type AttemptScope, type GuardedAction } from './risk-rules';

export interface Attempt {
  action: GuardedAction;
  /** The mobile or account the attempt is about. */
  subject: string;
}

/** The keys an attempt is counted under: its subject, its device (dfp) and its client address. */
export function attemptKeys(context: RiskContext, subject: string): Partial<Record<AttemptScope, string>> {
  const keys: Partial<Record<AttemptScope, string>> = { subject: normalizeSubject(subject) };
  if (context.headers.dfp) keys.device = context.headers.dfp;
  if (context.request.ip) keys.address = context.request.ip;
  return keys;
}

export function normalizeSubject(subject: string): string {
  return subject.trim().toLowerCase();
}

export async function logAttempt(
  context: RiskContext,
  attempt: Attempt,
  outcome: 'failure' | 'success',
): Promise<void> {
  const at = context.clock.now();
  const rows = Object.entries(attemptKeys(context, attempt.subject)).map(([scope, key]) => ({
    action: attempt.action,
    scope: scope as AttemptScope,
    key: key!,
    outcome,
    at,
  }));
  await context.db.insert(riskAttempts).values(rows);
  // Rows older than the longest window count for nothing: each write sweeps its own keys, so the log stays small.
  const expired = new Date(at.getTime() - LONGEST_ATTEMPT_WINDOW_MS);
  const sameKeys = rows.map((row) => and(eq(riskAttempts.scope, row.scope), eq(riskAttempts.key, row.key)));
  await context.db.delete(riskAttempts).where(and(lte(riskAttempts.at, expired), or(...sameKeys)));
}

export interface ScopeTally {
  count: number;
  /** When the latest counted attempt was made, if any. */
  latest?: Date;
}

/** Counted attempts per scope within the last windowMs, and the time of the latest. */
export async function countAttempts(
  context: RiskContext,
  attempt: Attempt,
  windowMs: number,
): Promise<Record<AttemptScope, ScopeTally>> {
  const since = new Date(context.clock.now().getTime() - windowMs);
  const keys = attemptKeys(context, attempt.subject);
  const byScope = Object.entries(keys).map(([scope, key]) =>
    and(eq(riskAttempts.scope, scope as AttemptScope), eq(riskAttempts.key, key!)),
  );
  const rows = await context.db
    .select({ scope: riskAttempts.scope, total: count(), latest: max(riskAttempts.at) })
    .from(riskAttempts)
    .where(
      and(
        eq(riskAttempts.action, attempt.action),
        inArray(riskAttempts.outcome, [...ACTION_RULES[attempt.action].counts]),
        gt(riskAttempts.at, since),
        or(...byScope),
      ),
    )
    .groupBy(riskAttempts.scope);
  const tallies: Record<AttemptScope, ScopeTally> = {
    subject: { count: 0 },
    device: { count: 0 },
    address: { count: 0 },
  };
  for (const row of rows)
    tallies[row.scope] = { count: Number(row.total), latest: row.latest ? new Date(row.latest) : undefined };
  return tallies;
}

/** A successful login forgives the subject's failures (the device's and address's stay counted). */
export async function forgiveSubjectFailures(context: RiskContext, attempt: Attempt): Promise<void> {
  await context.db
    .delete(riskAttempts)
    .where(
      and(
        eq(riskAttempts.action, attempt.action),
        eq(riskAttempts.scope, 'subject'),
        eq(riskAttempts.key, normalizeSubject(attempt.subject)),
        eq(riskAttempts.outcome, 'failure'),
      ),
    );
}
