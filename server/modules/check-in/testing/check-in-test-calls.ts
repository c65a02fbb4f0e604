import type { FastifyInstance } from 'fastify';
import { DEMO_MEMBERS } from '../../accounts/seed';
import type { TestApp } from '../../../testing/test-app';
import { formCall } from '../../../testing/test-app';
import { createTicketedTrip, type TicketedTripOptions } from '../../../dev/ticketed-trip';

/**
 * What the check-in tests share: the demo members, a ticketed trip of theirs, the calls. A member's headers
 * come from the orders' memberHeaders, the one login every module's tests use.
 */
export interface Reply<T = any> {
  resultCode: string;
  resultMsg: string;
  data: T;
  rCode?: string;
  rMessage?: string;
}

export const ZHANG_WEI = DEMO_MEMBERS[0]!;
export const LI_NA = DEMO_MEMBERS[1]!;

export async function call<T = any>(
  app: FastifyInstance,
  path: string,
  payload: unknown,
  headers: Record<string, string>,
  locale = 'zh-CN',
): Promise<Reply<T>> {
  return (await formCall(app, path, payload, { ...headers, 'accept-language': locale })).json();
}

export function tripFor(test: TestApp, options: Partial<TicketedTripOptions> = {}) {
  return createTicketedTrip(test.database.db, {
    memberId: ZHANG_WEI.id,
    now: test.clock.now(),
    ticketPrefix: '880',
    ...options,
  });
}
