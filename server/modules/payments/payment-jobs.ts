import type { Clock } from '../../clock';
import { loadConfig } from '../../config';
import type { Db } from '../../db/client';
import {
  deliverDueNotifications,
  httpSender,
  type NotificationSender,
} from '../../providers/payment-sandbox/notification-delivery';
import { ticketPaidOrders } from '../ticketing/issue-tickets';

export const PAYMENT_JOBS_EVERY_MS = 15_000;

/**
 * The payment background work: the sandbox gateway resends notifications not yet acknowledged, and paid
 * orders that missed their ticketing (a crash between the two steps) are ticketed.
 */
export async function runPaymentJobs(
  db: Db,
  clock: Clock,
  send: NotificationSender = httpSender,
  ticketPrefix = loadConfig().TICKET_PREFIX,
): Promise<{ acknowledged: number; ticketed: number }> {
  const acknowledged = await deliverDueNotifications(db, clock, send);
  const ticketed = await ticketPaidOrders(db, clock, ticketPrefix);
  return { acknowledged, ticketed };
}
