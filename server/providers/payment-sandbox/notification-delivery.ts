import { and, asc, eq, isNull, lt, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { sandboxNotifications } from '../../db/schema/payments';
import type { GatewayNotification } from './gateway';

/** Sends one notification; true when the merchant acknowledged it. */
export type NotificationSender = (notifyUrl: string, body: GatewayNotification) => Promise<boolean>;

const SECOND = 1000;
/** Waits after each failed attempt, as real gateways do (WeChat: 15 s, 15 s, 30 s, 3 min, 10 min…). */
export const NOTIFY_RETRY_DELAYS_MS = [
  15 * SECOND,
  15 * SECOND,
  30 * SECOND,
  180 * SECOND,
  600 * SECOND,
  1200 * SECOND,
  1800 * SECOND,
  3600 * SECOND,
];
export const NOTIFY_MAX_ATTEMPTS = 15;

function delayAfter(attempts: number): number {
  return NOTIFY_RETRY_DELAYS_MS[Math.min(attempts - 1, NOTIFY_RETRY_DELAYS_MS.length - 1)]!;
}

/** The merchant's ack is the success envelope of its notify call. */
function isAck(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { code?: unknown }).code === 'success';
}

/** Over the network, as a real gateway calls the merchant (used by the retry job). */
export const httpSender: NotificationSender = async (notifyUrl, body) => {
  const response = await fetch(notifyUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(10_000),
  });
  return response.ok && isAck(await response.json().catch(() => undefined));
};

/** Through the same server's router, for the sandbox's first attempt right after the payer's click. */
export function injectSender(app: FastifyInstance): NotificationSender {
  return async (notifyUrl, body) => {
    const url = new URL(notifyUrl);
    const response = await app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    return response.statusCode === 200 && isAck(response.json());
  };
}

/**
 * One attempt at one notification. The attempt is claimed first (attempts + 1, next try pushed back), so
 * two instances running the job do not send it at once, and a crash mid-send still retries later.
 */
export async function attemptDelivery(
  db: Db,
  clock: Clock,
  notifyId: string,
  send: NotificationSender,
): Promise<boolean> {
  const now = clock.now();
  const [row] = await db.select().from(sandboxNotifications).where(eq(sandboxNotifications.notifyId, notifyId));
  if (!row || row.acknowledgedAt) return Boolean(row?.acknowledgedAt);
  const attempts = row.attempts + 1;
  const claimed = await db
    .update(sandboxNotifications)
    .set({ attempts, nextAttemptAt: new Date(now.getTime() + delayAfter(attempts)) })
    .where(
      and(
        eq(sandboxNotifications.notifyId, notifyId),
        eq(sandboxNotifications.attempts, row.attempts),
        isNull(sandboxNotifications.acknowledgedAt),
      ),
    )
    .returning();
  if (claimed.length === 0) return false;
  let acknowledged = false;
  let error: string | null = null;
  try {
    acknowledged = await send(row.notifyUrl, row.body as unknown as GatewayNotification);
    if (!acknowledged) error = 'not acknowledged';
  } catch (failure) {
    error = failure instanceof Error ? failure.message : String(failure);
  }
  await db
    .update(sandboxNotifications)
    .set(acknowledged ? { acknowledgedAt: clock.now(), lastError: null } : { lastError: error })
    .where(eq(sandboxNotifications.notifyId, notifyId));
  return acknowledged;
}

/** The retry job: every notification due and not yet acknowledged gets one more attempt. */
export async function deliverDueNotifications(
  db: Db,
  clock: Clock,
  send: NotificationSender = httpSender,
): Promise<number> {
  const due = await db
    .select({ notifyId: sandboxNotifications.notifyId })
    .from(sandboxNotifications)
    .where(
      and(
        isNull(sandboxNotifications.acknowledgedAt),
        lte(sandboxNotifications.nextAttemptAt, clock.now()),
        lt(sandboxNotifications.attempts, NOTIFY_MAX_ATTEMPTS),
      ),
    )
    .orderBy(asc(sandboxNotifications.nextAttemptAt))
    .limit(100);
  let acknowledged = 0;
  for (const { notifyId } of due) if (await attemptDelivery(db, clock, notifyId, send)) acknowledged += 1;
  return acknowledged;
}
